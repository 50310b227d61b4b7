// Test helper (not exported): a fetch that plays a script of answers and records every call.

export interface RecordedCall {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
  signal: AbortSignal | undefined
}

/**
 * One step of the script: a Response (or a function making one), an Error to throw, `'hang'`
 * (never answers; rejects when its signal aborts) or `'deaf'` (never answers, ignores its signal).
 */
export type Step = Response | Error | 'hang' | 'deaf' | ((call: RecordedCall) => Response)

export function scriptedFetch(steps: readonly Step[]) {
  const calls: RecordedCall[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    }
    calls.push(call)
    const step = steps[Math.min(calls.length, steps.length) - 1]
    if (step === undefined) throw new Error('scriptedFetch: empty script')
    if (step === 'deaf') return new Promise<Response>(() => {})
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init.signal
        signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        )
      })
    }
    if (step instanceof Error) throw step
    if (typeof step === 'function') return step(call)
    return step.clone()
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers })
}

/** A sleep that records the waits and returns at once. */
export function recordingSleep() {
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { sleep, waits }
}
