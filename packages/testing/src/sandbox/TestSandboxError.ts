/** A test sandbox helper was refused: `code` is the sandbox's (`INVALID_TRANSITION`, `NOT_FOUND`, …). */
export class TestSandboxError extends Error {
  override name = 'TestSandboxError'
  readonly code: string

  constructor(code: string, message: string) {
    super(`${code}: ${message}`)
    this.code = code
  }
}
