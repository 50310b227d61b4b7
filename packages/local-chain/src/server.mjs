// The local chain's process: Hardhat 2's network (EDR) in this process, served by a JSON-RPC
// server of our own on 127.0.0.1 that refuses what a web page could do with it. Hardhat's own
// `hardhat node` answers any Host and any Origin (`Access-Control-Allow-Origin: *`), and its
// accounts are unlocked: any site the developer opens could send their coins, or rewrite the
// chain (hardhat_setCode), through a DNS-rebound name or a plain cross-origin fetch. Here a
// request must name this address in Host, and a page may call only from a loopback origin.
//
// `node src/server.mjs --port N` (0: any free port) prints `listening <url>` once it answers.
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { rpcRefusal } from './rpcGuard.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '8545' } } })
const requestedPort = Number(values.port)
if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65_535) {
  console.error(`local chain: --port must be a port number, got ${values.port}`)
  process.exit(2)
}

// Hardhat reads hardhat.config.cjs from the working folder.
process.chdir(fileURLToPath(new URL('..', import.meta.url)))
process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true'
const require = createRequire(import.meta.url)
const hre = require('hardhat')
// The handler `hardhat node` serves with (JSON-RPC over HTTP, batches, Hardhat's error shapes).
const { JsonRpcHandler } = require('hardhat/internal/hardhat-network/jsonrpc/handler')
const handler = new JsonRpcHandler(hre.network.provider)
// Its CORS headers allow every origin: ours are set per request below.
handler._setCorsHeaders = () => {}

let port = requestedPort
const server = createServer((request, response) => {
  const refusal = rpcRefusal(request, port)
  if (refusal) {
    response.writeHead(refusal.status, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: refusal.message },
      }),
    )
    return
  }
  const origin = request.headers.origin
  if (origin !== undefined) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Vary', 'Origin')
    response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', 'content-type')
  }
  handler.handleHttp(request, response)
})
server.headersTimeout = 10_000
server.requestTimeout = 30_000
server.listen(requestedPort, '127.0.0.1', () => {
  port = server.address().port
  console.log(`listening http://127.0.0.1:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
