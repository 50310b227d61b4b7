import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createInsertBatcher } from './insertBatcher'

type Row = { key: string; bad?: boolean }

/**
 * A table with a unique key behind `insertMany`, each statement all or nothing, recording the
 * statements; `fail(rows, attempt)` decides whether a statement fails, and whether before its
 * commit or after it (the answer lost on the way back).
 */
function fakeTable(
  fail: (rows: readonly Row[]) => 'before' | 'after' | undefined = () => undefined,
) {
  const stored = new Map<string, number>()
  const statements: string[][] = []
  let release: (() => void) | undefined
  let held: Promise<void> | undefined
  return {
    stored,
    statements,
    /** Holds the next statements at the database until `release()`. */
    hold() {
      held = new Promise((resolve) => {
        release = () => {
          held = undefined
          resolve()
        }
      })
    },
    release: () => release?.(),
    async insertMany(rows: readonly Row[]): Promise<ReadonlySet<string>> {
      statements.push(rows.map((row) => row.key))
      await held
      await Promise.resolve()
      const failure = fail(rows)
      if (failure === 'before') throw new Error('statement failed')
      const inserted = new Set<string>()
      for (const row of rows) {
        // A unique key: a second write of it would be a double-stored call (counted to show it).
        if (stored.has(row.key)) {
          if (rows.filter((other) => other.key === row.key).length > 1) stored.set(row.key, 2)
          continue
        }
        stored.set(row.key, 1)
        inserted.add(row.key)
      }
      if (failure === 'after') throw new Error('connection lost after commit')
      return inserted
    },
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('createInsertBatcher', () => {
  it('inserts a lone row at once, in a statement of its own', async () => {
    const table = fakeTable()
    const batcher = createInsertBatcher({ keyOf: (row: Row) => row.key, ...table })
    await expect(batcher.insert({ key: 'a' })).resolves.toBe(true)
    expect(table.statements).toEqual([['a']])
  })

  it('gathers the rows of one turn, and those that arrive while statements are at the database, into one statement each', async () => {
    const table = fakeTable()
    const batcher = createInsertBatcher({
      keyOf: (row: Row) => row.key,
      insertMany: table.insertMany,
      maxInFlight: 1,
    })
    table.hold()
    const firsts = ['e', 'a'].map((key) => batcher.insert({ key }))
    await nextTurn()
    const rest = ['d', 'b'].map((key) => batcher.insert({ key }))
    await nextTurn()
    const more = batcher.insert({ key: 'c' })
    table.release()
    expect(await Promise.all([...firsts, ...rest, more])).toEqual([true, true, true, true, true])
    // In key order: two receivers' batches lock the unique index in the same order.
    expect(table.statements).toEqual([
      ['a', 'e'],
      ['b', 'c', 'd'],
    ])
  })

  it('stores a call repeated within one batch once: the first answer stored, the repeats not', async () => {
    const table = fakeTable()
    const batcher = createInsertBatcher({
      keyOf: (row: Row) => row.key,
      insertMany: table.insertMany,
      maxInFlight: 1,
    })
    table.hold()
    const first = batcher.insert({ key: 'x' })
    await nextTurn()
    const batch = ['a', 'b', 'a', 'a', 'x'].map((key) => batcher.insert({ key }))
    table.release()
    expect(await first).toBe(true)
    expect(await Promise.all(batch)).toEqual([true, true, false, false, false])
    expect(table.statements).toEqual([['x'], ['a', 'b', 'x']])
    expect([...table.stored.keys()].sort()).toEqual(['a', 'b', 'x'])
  })

  it('after a failed batch, each call is inserted on its own: a bad row fails only its call', async () => {
    const table = fakeTable((rows) => (rows.some((row) => row.bad) ? 'before' : undefined))
    const batcher = createInsertBatcher({
      keyOf: (row: Row) => row.key,
      insertMany: table.insertMany,
      maxInFlight: 1,
    })
    table.hold()
    const first = batcher.insert({ key: 'first' })
    await nextTurn()
    const batch = [{ key: 'a' }, { key: 'bad', bad: true }, { key: 'b' }, { key: 'a' }].map((row) =>
      batcher.insert(row),
    )
    table.release()
    await first
    const outcomes = await Promise.allSettled(batch)
    expect(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'error')),
    ).toEqual([true, 'error', true, false])
    expect([...table.stored.keys()].sort()).toEqual(['a', 'b', 'first'])
  })

  it('loses no call and stores none twice, whatever statements fail and when (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom(undefined, 'before', 'after'), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 5 }),
        async (ids, failures, maxInFlight) => {
          let statement = 0
          // Statements fail as the list says, in turn; past its end none fails.
          const table = fakeTable(() => failures[statement++])
          const batcher = createInsertBatcher({
            keyOf: (row: Row) => row.key,
            insertMany: table.insertMany,
            maxInFlight,
            maxRows: 8,
          })
          const outcomes = await Promise.allSettled(
            ids.map((id) => batcher.insert({ key: `k${id}` })),
          )
          for (const key of new Set(ids.map((id) => `k${id}`))) {
            const answers = outcomes.filter((_, i) => `k${ids[i]}` === key)
            // A call answered (stored, or already stored: 200 either way) is in the table: an
            // acknowledged call is never lost. At most one call of a key is answered "stored".
            // A call that fails (500) is retried by its sender.
            for (const answer of answers) {
              if (answer.status === 'fulfilled') expect(table.stored.has(key)).toBe(true)
            }
            const storedAnswers = answers.filter((a) => a.status === 'fulfilled' && a.value)
            expect(storedAnswers.length).toBeLessThanOrEqual(1)
          }
          // A key's row is written once, and only for a key that was sent.
          expect([...table.stored.values()].every((writes) => writes === 1)).toBe(true)
          expect([...table.stored.keys()].every((key) => ids.some((id) => `k${id}` === key))).toBe(
            true,
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
