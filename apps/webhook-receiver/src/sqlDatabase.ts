/** What the store needs from a PostgreSQL connection: PGlite and a server (pg) both give it. */
export interface SqlExecutor {
  /** One statement; `$1`, `$2`… take `params`. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>
  /** Several statements separated by `;`, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface SqlDatabase extends SqlExecutor {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws (the error is rethrown).
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  /** Closes the connection(s); later calls resolve at once. */
  close(): Promise<void>
}
