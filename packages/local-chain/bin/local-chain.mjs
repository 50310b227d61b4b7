#!/usr/bin/env node
// `rampkit-local-chain [--port N]`: the local development chain on 127.0.0.1 until Ctrl-C
// (`pnpm start` runs it and hands its RPC URL to the sandbox as --evm-rpc).
import { parseArgs } from 'node:util'
import { LOCAL_CHAIN_CODE, startLocalChain } from '../src/index.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '8545' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`rampkit-local-chain: --port must be a port number, got ${values.port}`)
  process.exit(2)
}
const chain = await startLocalChain({ port })
console.log(
  `local chain (Hardhat 2's network, EDR) on ${chain.rpcUrl}, chain id ${chain.chainId}, started in ${chain.startMs} ms`,
)
console.log(
  `  the sandbox's ${LOCAL_CHAIN_CODE} assets live here: ${LOCAL_CHAIN_CODE}_ETH is the native coin`,
)
for (const token of chain.tokens) {
  console.log(
    `  ${LOCAL_CHAIN_CODE}_${token.symbol.padEnd(5)} ${token.address} (${token.decimals} decimals)`,
  )
}
console.log(
  `  ${chain.accounts.length} funded accounts (Hardhat's test mnemonic), first ${chain.accounts[0]}`,
)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    chain.close().then(() => process.exit(0))
  })
}
