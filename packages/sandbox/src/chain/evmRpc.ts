/** A JSON-RPC call refused by the chain's node, or a node that cannot be reached. */
export class EvmRpcError extends Error {
  override name = 'EvmRpcError' as const
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** Calls a node's JSON-RPC methods: `call(method, params)` resolves with the `result`. */
export type EvmRpc = <T = unknown>(method: string, params?: unknown[]) => Promise<T>

/**
 * A JSON-RPC client of the node at `url` (`--evm-rpc`), over `fetchImpl`. Each call has
 * `timeoutMs` (default 10000) to be answered.
 */
export function createEvmRpc(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): EvmRpc {
  let id = 0
  return async <T>(method: string, params: unknown[] = []) => {
    let response: Response
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new EvmRpcError(`the chain at ${url} does not answer ${method}: ${String(error)}`)
    }
    const body = (await response.json().catch(() => null)) as {
      result?: T
      error?: { code?: number; message?: string }
    } | null
    if (!response.ok || body === null || typeof body !== 'object') {
      throw new EvmRpcError(`the chain at ${url} answered ${method} with HTTP ${response.status}`)
    }
    if (body.error) {
      throw new EvmRpcError(`${method}: ${body.error.message ?? 'refused'}`, body.error.code)
    }
    return body.result as T
  }
}
