// The local development chain: Hardhat 2's node (its EVM is EDR, from the registry, offline) on
// 127.0.0.1, its funded accounts, and the sandbox's EVM tokens placed at the very addresses the
// sandbox's assets API lists, so what the API says of a token is what the chain holds.
import { createRequire } from 'node:module'
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

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))
const HARDHAT_CLI = createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap.js')

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
  const { port = 8545, timeoutMs = 60_000, log = () => {} } = options
  const started = performance.now()
  const rpcUrl = `http://127.0.0.1:${port}`
  const child = spawnGroup(
    process.execPath,
    [HARDHAT_CLI, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (exited) throw new Error(`hardhat node exited before answering:\n${output}`)
      try {
        const chainId = Number(await rpc(rpcUrl, 'eth_chainId'))
        if (chainId !== LOCAL_CHAIN_ID) {
          throw new Error(`the node at ${rpcUrl} has chain id ${chainId}, not ${LOCAL_CHAIN_ID}`)
        }
        break
      } catch (error) {
        if (!(error instanceof TypeError) && !(error instanceof RpcError)) throw error
        if (Date.now() > deadline)
          throw new Error(`hardhat node did not answer within ${timeoutMs} ms:\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const nodeMs = performance.now() - started
    // The node's log is one line per request: kept only for the error above.
    child.stdout.removeListener('data', keep)
    child.stdout.resume()
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
