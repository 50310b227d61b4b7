// Who may call the local chain: a request that names this server's own address in Host (a
// DNS-rebound name does not), from no page or a page on this machine (a loopback origin).

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i
const MAX_BODY_BYTES = 1 << 20

/**
 * Why `request` is refused (`{ status, message }`), or undefined when it may go on.
 * @param {import('node:http').IncomingMessage} request @param {number} port
 */
export function rpcRefusal(request, port) {
  const hosts = []
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i].toLowerCase() === 'host') hosts.push(request.rawHeaders[i + 1])
  }
  const allowed = LOOPBACK_NAMES.map((name) => `${name}:${port}`)
  if (hosts.length !== 1 || !allowed.includes(hosts[0].toLowerCase())) {
    return {
      status: 403,
      message: `this local chain answers only requests for ${allowed.join(', ')} (Host)`,
    }
  }
  const origin = request.headers.origin
  if (origin !== undefined && !LOOPBACK_ORIGIN.test(origin)) {
    return {
      status: 403,
      message: 'this local chain answers only pages on this machine (loopback origins)',
    }
  }
  if (!['POST', 'GET', 'OPTIONS'].includes(request.method ?? '')) {
    return { status: 405, message: 'send JSON-RPC with POST' }
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return { status: 413, message: `a request body of at most ${MAX_BODY_BYTES} bytes` }
  }
  return undefined
}
