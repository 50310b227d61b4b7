/** A sandbox that did not answer, or is not a sandbox: the commands exit with code 2. */
export class NoSandboxError extends Error {
  override readonly name = 'NoSandboxError'
}

/** A call the sandbox refused (4xx): its `{ code, message }`. */
export class SandboxCallError extends Error {
  override readonly name = 'SandboxCallError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface SandboxClient {
  readonly url: string
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
}

/**
 * JSON calls to the control API of the sandbox at `url`. Connecting fails, or the answer is not
 * the sandbox's: `NoSandboxError`, naming the address and the flag to change it.
 */
export function sandboxClient(url: string, fetchImpl: typeof fetch = fetch): SandboxClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(`${url}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new NoSandboxError(
        `no sandbox answers at ${url} (${reason(error)}); start one with rampkit-sandbox, or give its address with --url`,
      )
    }
    const data = (await response.json().catch(() => undefined)) as
      | { code?: unknown; message?: unknown }
      | undefined
    if (data === undefined) {
      throw new NoSandboxError(
        `${url} answered ${path} with something other than JSON: is it a rampkit sandbox?`,
      )
    }
    if (!response.ok) {
      throw new SandboxCallError(
        response.status,
        typeof data.code === 'string' ? data.code : `HTTP_${response.status}`,
        typeof data.message === 'string' ? data.message : `HTTP ${response.status}`,
      )
    }
    return data as T
  }
  return {
    url,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
  }
}

/** Checks that a rampkit sandbox answers at the client's address. */
export async function checkSandbox(client: SandboxClient): Promise<void> {
  let index: { name?: unknown }
  try {
    index = await client.get<{ name?: unknown }>('/sandbox')
  } catch (error) {
    if (error instanceof SandboxCallError) {
      throw new NoSandboxError(
        `${client.url} answered ${error.status} ${error.code}: ${error.message}`,
      )
    }
    throw error
  }
  if (index.name !== 'rampkit-sandbox') {
    throw new NoSandboxError(`${client.url} is not a rampkit sandbox`)
  }
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within 10 s'
  return error instanceof Error ? error.message : String(error)
}
