// The local development chain: Hardhat 2's network (its EVM is EDR, from the registry, offline)
// served on 127.0.0.1 by src/server.mjs (which refuses foreign Hosts and origins), its funded accounts, and the sandbox's EVM tokens placed at the very addresses the
// sandbox's assets API lists, so what the API says of a token is what the chain holds.
import { fileURLToPath } from 'node:url'
import { evmAssetRef, SERVICE_CHAINS } from '@rampkit/core/chains'
import { hostApiEndpoints } from '@rampkit/core/openapi'
import { spawnGroup, stopGroup } from '../../../scripts/processGroups.mjs'
import { LOCAL_TOKEN_RUNTIME } from './localTokenCode.mjs'
import { RpcError, rpc } from './rpc.mjs'
import { balanceSlotPreimage, SLOT, shortString, word } from './tokenStorage.mjs'

export { RpcError, rpc }

/** Hardhat's chain id. */
export const LOCAL_CHAIN_ID = 31337

/**
 * The service's chain code the local chain stands for in development: the sandbox's `ETH` assets
 * (ETH_ETH as the native coin, ETH_USDC … at their listed addresses) live on it.
 */
export const LOCAL_CHAIN_CODE = 'ETH'

/** `@rampkit/core/chains`' table with `ETH` on the local chain: pass it as `{ chains }`. */
export const LOCAL_CHAINS = {
  ...SERVICE_CHAINS,
  [LOCAL_CHAIN_CODE]: { evm: true, chainId: LOCAL_CHAIN_ID },
}

/** Whole units of each token every funded account holds at start. */
export const FUNDED_TOKEN_UNITS = 1_000_000n

const SERVER = fileURLToPath(new URL('./server.mjs', import.meta.url))

/**
 * The ERC-20 tokens of the sandbox's `ETH` chain as its V3 assets API answers them (on-ramp and
 * off-ramp lists), asked of an in-process sandbox.
 * @returns {Promise<import('./index.js').LocalToken[]>}
 */
export async function sandboxTokens() {
  const { createSandbox } = await import('@rampkit/sandbox')
  const sandbox = createSandbox()
  try {
    const byAddress = new Map()
    for (const name of ['v3.getAssets', 'v3.getOfframpAssets']) {
      const path = `/api${hostApiEndpoints[name].path}`
      const response = await sandbox.fetch(path)
      if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status}`)
      const { assets } = await response.json()
      for (const asset of assets) {
        if (asset.chain !== LOCAL_CHAIN_CODE) continue
        const { token } = evmAssetRef(asset, { chains: LOCAL_CHAINS })
        if (token === null) continue
        byAddress.set(token.toLowerCase(), {
          address: token,
          symbol: asset.symbol,
          name: asset.name,
          decimals: asset.decimals,
        })
      }
    }
    return [...byAddress.values()]
  } finally {
    sandbox.state.dispose()
  }
}

/**
 * Starts the chain and places the tokens; resolves once it answers and holds them.
 * @param {import('./index.js').StartLocalChainOptions} [options]
 * @returns {Promise<import('./index.js').LocalChain>}
 */
export async function startLocalChain(options = {}) {
  const { port = 0, timeoutMs = 60_000, log = () => {} } = options
  const started = performance.now()
  const child = spawnGroup(process.execPath, [SERVER, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the local chain did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    )
    const read = (chunk) => {
      output = (output + chunk).slice(-4000)
      const url = /^listening (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve(url)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`the local chain exited (${signal ?? code}) before answering:\n${output}`))
    })
  })
  try {
    const rpcUrl = await listening
    const chainId = Number(await rpc(rpcUrl, 'eth_chainId'))
    if (chainId !== LOCAL_CHAIN_ID) {
      throw new Error(`the chain at ${rpcUrl} has chain id ${chainId}, not ${LOCAL_CHAIN_ID}`)
    }
    const nodeMs = performance.now() - started
    const accounts = await rpc(rpcUrl, 'eth_accounts')
    const tokens = options.tokens ?? (await sandboxTokens())
    for (const token of tokens) await placeToken(rpcUrl, token, accounts)
    const startMs = Math.round(performance.now() - started)
    log(`local chain answers after ${Math.round(nodeMs)} ms, tokens placed after ${startMs} ms`)
    return {
      rpcUrl,
      chainId: LOCAL_CHAIN_ID,
      accounts,
      tokens,
      startMs,
      pid: child.pid,
      close: () => stopGroup(child),
    }
  } catch (error) {
    await stopGroup(child)
    throw error
  }
}

/**
 * Places LocalToken's code at `token.address` and writes its storage: decimals, name, symbol,
 * and `FUNDED_TOKEN_UNITS` whole tokens for each account (the total supply their sum).
 * @param {string} rpcUrl @param {import('./index.js').LocalToken} token @param {string[]} accounts
 */
export async function placeToken(rpcUrl, token, accounts) {
  const { address } = token
  const set = (slot, value) => rpc(rpcUrl, 'hardhat_setStorageAt', [address, quantity(slot), value])
  await rpc(rpcUrl, 'hardhat_setCode', [address, LOCAL_TOKEN_RUNTIME])
  const each = FUNDED_TOKEN_UNITS * 10n ** BigInt(token.decimals)
  await set(SLOT.decimals, word(token.decimals))
  await set(SLOT.name, shortString(token.name.slice(0, 31)))
  await set(SLOT.symbol, shortString(token.symbol))
  await set(SLOT.totalSupply, word(each * BigInt(accounts.length)))
  await Promise.all(
    accounts.map(async (account) => {
      const slot = await rpc(rpcUrl, 'web3_sha3', [balanceSlotPreimage(account)])
      await set(BigInt(slot), word(each))
    }),
  )
}

// hardhat_setStorageAt takes the slot as a quantity: no leading zeros.
function quantity(slot) {
  return `0x${BigInt(slot).toString(16)}`
}
