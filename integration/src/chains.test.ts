// Core's chain facts (`@rampkit/core/chains`) against the sandbox's catalog and its stand-in
// widget's send-crypto requests, in process. Core's own tests use generated lists; these hold
// the table to what the sandbox actually lists, so a chain added to the sandbox without its row
// in core's table fails here.
import { createHostApiClient, type SendCryptoPayload, type ServiceSale } from '@rampkit/core'
import { createSandbox, DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type ChainAsset,
  evmAssetIds,
  evmAssetRef,
  evmChainId,
  findEvmAsset,
  isChainError,
  SERVICE_CHAINS,
  sendCryptoTransfer,
} from '../../packages/core/src/exports/chains.js'

const sandbox = createSandbox({ rateLimit: 0 })
const client = createHostApiClient({
  baseUrl: 'http://localhost/api',
  hostApiKey: DEMO_HOST_API_KEY,
  fetch: sandbox.fetch as typeof fetch,
})
// Every asset the sandbox has, hidden and disabled ones too.
const everything = { withHidden: true, withDisabled: true }
let lists: { name: string; assets: ChainAsset[] }[] = []

beforeAll(async () => {
  const [onramp, offramp] = await Promise.all([
    client.v3.getAssets(everything),
    client.v3.getOfframpAssets(everything),
  ])
  lists = [
    { name: 'on-ramp', assets: onramp.assets },
    { name: 'off-ramp', assets: offramp.assets },
  ]
})

describe('the chain table and the sandbox’s assets', () => {
  it('lists every chain the sandbox lists (none is left to guess)', () => {
    const chains = new Set(lists.flatMap(({ assets }) => assets.map((asset) => asset.chain)))
    expect(chains.size).toBeGreaterThan(3)
    for (const chain of chains) expect(Object.hasOwn(SERVICE_CHAINS, chain), chain).toBe(true)
  })

  it('every EVM asset maps to exactly one chain id and token, and back to itself', () => {
    let evm = 0
    for (const { name, assets } of lists) {
      for (const asset of assets) {
        const id = `${asset.chain}_${asset.symbol}`
        if (!SERVICE_CHAINS[asset.chain as keyof typeof SERVICE_CHAINS].evm) {
          expect(() => evmAssetRef(asset), `${name} ${id}`).toThrow(
            expect.objectContaining({ code: 'NOT_EVM_CHAIN' }),
          )
          continue
        }
        evm++
        const ref = evmAssetRef(asset)
        expect(ref.chainId).toBe(evmChainId(asset.chain))
        expect(ref.token).toBe(asset.type === 'NATIVE' ? null : asset.address)
        expect(findEvmAsset(assets, ref), `${name} ${id}`).toBe(asset)
        expect(evmAssetIds(assets, ref.chainId)).toContain(id)
      }
    }
    // ETH, USDC, USDT, DAI, WBTC, POL, Polygon USDC, Base ETH and USDC, in both lists or one
    expect(evm).toBeGreaterThanOrEqual(9)
  })

  it('a chain id’s asset ids are exactly the assets of its chain code', () => {
    for (const { assets } of lists) {
      for (const [code, facts] of Object.entries(SERVICE_CHAINS)) {
        if (!facts.evm) continue
        const ids = assets
          .filter((asset) => asset.chain === code)
          .map((asset) => `${asset.chain}_${asset.symbol}`)
        expect(evmAssetIds(assets, facts.chainId)).toEqual(ids)
      }
    }
  })
})

/** A sale created through the stand-in widget's own route, as its Sell button does. */
async function sellThroughWidget(
  cryptoAssetSymbol: string,
  fiatValue: number,
): Promise<{ sale: ServiceSale; depositAddress: string }> {
  const response = await sandbox.fetch('/widget/api/sales', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      hostApiKey: DEMO_HOST_API_KEY,
      cryptoAssetSymbol,
      fiatCurrency: 'EUR',
      fiatValue,
    }),
  })
  expect(
    response.status,
    `${cryptoAssetSymbol} ${fiatValue}: ${await response.clone().text()}`,
  ).toBe(201)
  return response.json() as Promise<{ sale: ServiceSale; depositAddress: string }>
}

describe('the stand-in widget’s send-crypto requests', () => {
  it('each becomes the transfer the spec’s fields say, or a refusal for a non-EVM asset', async () => {
    const offramp = lists.find(({ name }) => name === 'off-ramp')!.assets
    const sellable = offramp.filter((asset) => {
      const info = asset as ChainAsset & { enabled: boolean }
      return info.enabled
    })
    expect(sellable.length).toBeGreaterThan(3)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sellable),
        fc.integer({ min: 60, max: 5_000 }),
        async (asset, fiatValue) => {
          const { sale, depositAddress } = await sellThroughWidget(
            `${asset.chain}_${asset.symbol}`,
            fiatValue,
          )
          // packages/sandbox/src/widget/client/trade.ts: what the widget posts as SEND_CRYPTO
          const request: SendCryptoPayload = {
            assetInfo: sale.crypto.assetInfo,
            amount: sale.crypto.amount,
            address: depositAddress,
          }
          const { assetInfo } = request
          const facts = SERVICE_CHAINS[assetInfo.chain as keyof typeof SERVICE_CHAINS]
          if (!facts.evm) {
            expect(() => sendCryptoTransfer(request)).toThrow(
              expect.objectContaining({ name: 'ChainError', code: 'NOT_EVM_CHAIN' }),
            )
            return
          }
          const transfer = sendCryptoTransfer(request)
          // spec 2.9: crypto.amount in wei/units; address null for the native asset
          const expected =
            assetInfo.address === null
              ? {
                  kind: 'native',
                  chainId: facts.chainId,
                  to: depositAddress,
                  value: BigInt(sale.crypto.amount),
                }
              : {
                  kind: 'erc20',
                  chainId: facts.chainId,
                  token: assetInfo.address,
                  to: depositAddress,
                  amount: BigInt(sale.crypto.amount),
                }
          expect(transfer).toEqual(expected)
          // the token is the off-ramp list's asset of that chain id and contract
          const listed = findEvmAsset(offramp, {
            chainId: transfer.chainId,
            token: transfer.kind === 'erc20' ? transfer.token : null,
          })
          expect(listed && `${listed.chain}_${listed.symbol}`).toBe(
            `${assetInfo.chain}_${assetInfo.symbol}`,
          )
        },
      ),
      { numRuns: 60 },
    )
  })

  it('a non-EVM sale (Bitcoin) is refused as not EVM, with its chain', async () => {
    const { sale, depositAddress } = await sellThroughWidget('BTC_BTC', 100)
    try {
      sendCryptoTransfer({ ...sale.crypto, address: depositAddress })
      expect.unreachable()
    } catch (error) {
      expect(isChainError(error, 'NOT_EVM_CHAIN')).toBe(true)
      expect(error).toMatchObject({ chain: 'BTC' })
    }
  })
})
