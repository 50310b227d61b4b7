// JSON-RPC over HTTP to the local chain: the few calls this package makes.

/** A JSON-RPC error answered by the node (its `code` and `message`), or a transport failure. */
export class RpcError extends Error {
  name = 'RpcError'
  /** @param {string} message @param {number | undefined} code */
  constructor(message, code) {
    super(message)
    this.code = code
  }
}

let nextId = 1

/**
 * Calls `method` with `params` on the node at `url` and resolves with its `result`.
 * @param {string} url @param {string} method @param {unknown[]} [params]
 */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new RpcError(`${method}: HTTP ${response.status}`, undefined)
  const body = await response.json()
  if (body.error) throw new RpcError(`${method}: ${body.error.message}`, body.error.code)
  return body.result
}
