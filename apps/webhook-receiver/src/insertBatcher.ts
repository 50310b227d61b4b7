/**
 * Rows waiting to be inserted, gathered into one statement each: the rows given in one turn of
 * the event loop go together (an idle store inserts a lone row in the next turn, no timer), and
 * while the statements are at the database the rows that arrive wait for the next one. One
 * statement is one commit, and a server parses and plans it once per batch size and
 * connection, so a burst costs a fraction of a statement per call.
 */
export interface InsertBatcher<Row> {
  /** Resolves whether `row` was stored (false: its key was stored already). */
  insert(row: Row): Promise<boolean>
}

export interface InsertBatcherOptions<Row> {
  /** The row's unique key: rows with equal keys are one call, stored once. */
  keyOf(row: Row): string
  /**
   * Inserts `rows` (distinct keys, in key order) in ONE statement, all or nothing, skipping
   * those whose key is stored already; resolves the keys it stored.
   */
  insertMany(rows: readonly Row[]): Promise<ReadonlySet<string>>
  /** Rows per statement at most (default 64). */
  maxRows?: number
  /** Statements at the database at once (default 2; 1 where they run one at a time anyway). */
  maxInFlight?: number
}

interface Waiting<Row> {
  row: Row
  key: string
  resolve(stored: boolean): void
  reject(error: unknown): void
}

export function createInsertBatcher<Row>({
  keyOf,
  insertMany,
  maxRows = 64,
  maxInFlight = 2,
}: InsertBatcherOptions<Row>): InsertBatcher<Row> {
  const queue: Waiting<Row>[] = []
  let inFlight = 0
  let scheduled = false

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      flush()
    })
  }

  function flush() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxRows)
      inFlight++
      run(batch).finally(() => {
        inFlight--
        flush()
      })
    }
  }

  async function run(batch: Waiting<Row>[]) {
    // The first of each key is inserted; a repeat in the same batch is the same call again, so
    // it is answered "already stored" (as it would be one batch later). Key order: two receivers
    // inserting overlapping batches take the unique index's locks in the same order, so neither
    // waits on the other in a cycle (a deadlock would fail both statements).
    const firsts = new Map<string, Row>()
    for (const waiting of batch) if (!firsts.has(waiting.key)) firsts.set(waiting.key, waiting.row)
    const keys = [...firsts.keys()].sort()
    let stored: ReadonlySet<string>
    try {
      stored = await insertMany(keys.map((key) => firsts.get(key) as Row))
    } catch {
      // The statement failed as a whole (nothing of it stored, or, when the answer was lost
      // after the commit, all of it): each call again on its own, so that one bad row or a
      // broken connection fails only its own calls, each answered by its own outcome.
      return runOneByOne(batch)
    }
    const answered = new Set<string>()
    for (const waiting of batch) {
      waiting.resolve(stored.has(waiting.key) && !answered.has(waiting.key))
      answered.add(waiting.key)
    }
  }

  async function runOneByOne(batch: Waiting<Row>[]) {
    for (const waiting of batch) {
      try {
        const stored = await insertMany([waiting.row])
        waiting.resolve(stored.has(waiting.key))
      } catch (error) {
        waiting.reject(error)
      }
    }
  }

  return {
    insert(row) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ row, key: keyOf(row), resolve, reject })
        schedule()
      })
    },
  }
}
