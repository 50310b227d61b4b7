// fast-check arbitraries of the chain functions' tests: assets of the V3 lists on the table's
// EVM chains, its non-EVM chains and codes it does not list, and send-crypto requests.
import fc from 'fast-check'
import type { ChainAsset } from '../evmAsset.js'
import type { SendCryptoRequest } from '../sendCryptoTransfer.js'
import { SERVICE_CHAINS } from '../serviceChains.js'

const codes = Object.keys(SERVICE_CHAINS) as (keyof typeof SERVICE_CHAINS)[]
export const EVM_CODES = codes.filter((code) => SERVICE_CHAINS[code].evm)
export const NON_EVM_CODES = codes.filter((code) => !SERVICE_CHAINS[code].evm)

/** A chain code of the asset id grammar that the table does not list. */
export const unknownChainCode = fc
  .stringMatching(/^[A-Z][A-Z0-9]{0,9}$/)
  .filter((code) => !Object.hasOwn(SERVICE_CHAINS, code))

/** `0x` and 40 hex digits, in lower, upper or mixed case. */
export const evmAddress = fc
  .tuple(
    fc.uint8Array({ minLength: 20, maxLength: 20 }),
    fc.constantFrom('lower', 'upper', 'mixed'),
  )
  .map(([bytes, casing]) => {
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    const cased =
      casing === 'lower'
        ? hex
        : casing === 'upper'
          ? hex.toUpperCase()
          : [...hex].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')
    return `0x${cased}` as const
  })

const symbol = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,5}(\.e)?$/)

/** An asset of the V3 lists on `chain`: its native coin (`NATIVE`, no address) or a token. */
export function assetOn(chain: fc.Arbitrary<string>): fc.Arbitrary<ChainAsset> {
  return fc.oneof(
    fc.record({
      chain,
      symbol,
      type: fc.constant('NATIVE'),
      // V3 on-ramp leaves the key out, off-ramp and sales give null.
      address: fc.constantFrom(undefined, null),
    }),
    fc.record({ chain, symbol, type: fc.constant('ERC20'), address: evmAddress }),
  )
}

/** An asset on one of the table's EVM chains. */
export const evmAsset = assetOn(fc.constantFrom(...EVM_CODES))

/** An asset on a non-EVM chain of the table or a chain it does not list. */
export const notEvmAsset = assetOn(fc.oneof(fc.constantFrom(...NON_EVM_CODES), unknownChainCode))

/**
 * An assets list as the service gives one: per chain at most one native coin, per token contract
 * (any case) one entry, ids unique; EVM and other chains mixed.
 */
export const assetList = fc
  .array(fc.oneof(evmAsset, notEvmAsset), { maxLength: 24 })
  .map((assets) => {
    const seen = new Set<string>()
    return assets.filter((asset) => {
      const keys = [
        `id:${asset.chain}_${asset.symbol}`,
        `at:${asset.chain}:${asset.type === 'NATIVE' ? 'native' : asset.address?.toLowerCase()}`,
      ]
      if (keys.some((key) => seen.has(key))) return false
      for (const key of keys) seen.add(key)
      return true
    })
  })

/** Base units a send-crypto request can ask for: 1 to uint256's maximum, as a decimal string. */
export const positiveBaseUnits = fc
  .bigInt({ min: 1n, max: (1n << 256n) - 1n })
  .map((units) => units.toString())

/** A send-crypto request for an asset on one of the table's EVM chains. */
export const evmSendCryptoRequest: fc.Arbitrary<SendCryptoRequest> = fc.record({
  assetInfo: evmAsset.map((asset) => ({ ...asset, address: asset.address ?? null })),
  amount: positiveBaseUnits,
  address: evmAddress,
})
