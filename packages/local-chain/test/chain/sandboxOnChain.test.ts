import type { SendCryptoRequest } from '@rampkit/core/chains'
import type { ServicePurchase } from '@rampkit/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChain, rpc, startLocalChain } from '../../src/index.mjs'
import {
  createSale,
  freshAddress,
  KEY,
  nativeBalance,
  sandboxOn,
  send,
  tokenBalance,
  until,
} from './harness.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

interface Receipt {
  status: string
  from: string
}
interface ListedAsset {
  chain: string
  type: string
  symbol: string
  address: string
  decimals: number
}

let chain: LocalChain
beforeAll(async () => {
  chain = await startLocalChain()
  console.log(`local chain started in ${chain.startMs} ms`)
})
afterAll(async () => {
  await chain?.close()
})

describe('the local chain', () => {
  it("holds every token the sandbox's assets API lists on ETH, at that address with those decimals", async () => {
    const { call, sandbox } = sandboxOn(chain)
    const { body } = await call<{ assets: ListedAsset[] }>('/api/host-api/v3/assets')
    const tokens = body.assets.filter((a) => a.chain === 'ETH' && a.type !== 'NATIVE')
    expect(tokens.map((a) => a.symbol)).toContain('USDC')
    for (const asset of tokens) {
      const decimals = await rpc<string>(chain.rpcUrl, 'eth_call', [
        { to: asset.address, data: '0x313ce567' },
        'latest',
      ])
      expect(Number(BigInt(decimals)), asset.symbol).toBe(asset.decimals)
      expect(await tokenBalance(chain, asset.address, chain.accounts[1]!)).toBeGreaterThan(0n)
    }
    expect(Number(await rpc<string>(chain.rpcUrl, 'eth_chainId'))).toBe(31337)
    sandbox.state.dispose()
  })
})

describe('a purchase that reaches RELEASED', () => {
  for (const [asset, balanceOf] of [
    ['ETH_ETH', (address: string) => nativeBalance(chain, address)],
    ['ETH_USDC', (address: string) => tokenBalance(chain, USDC, address)],
  ] as const) {
    it(`sends ${asset}'s cryptoAmount to its receiverAddress; finalTxHash is that transaction's`, async () => {
      const { call, sandbox } = sandboxOn(chain)
      const receiver = freshAddress()
      const created = await call<ServicePurchase>('/sandbox/purchases', {
        hostApiKey: KEY,
        cryptoAssetSymbol: asset,
        fiatCurrency: 'EUR',
        fiatValue: 100,
        paymentMethodType: 'CARD_PAYMENT',
        receiverAddress: receiver,
      })
      expect(created.status).toBe(201)
      const { id, cryptoAmount } = created.body
      // The control API answers at once: RELEASED follows when the transfer is mined.
      const advanced = await call<ServicePurchase>(`/sandbox/purchases/${id}/advance`, {
        to: 'RELEASED',
      })
      expect(advanced.status).toBe(200)
      expect(advanced.body.status).toBe('RELEASING')
      const purchase = await until(
        async () => (await call<ServicePurchase>(`/sandbox/purchases/${id}`)).body,
        (p) => p.status === 'RELEASED',
      )
      expect(purchase.status).toBe('RELEASED')
      expect(await balanceOf(receiver)).toBe(BigInt(cryptoAmount))
      const receipt = await rpc<Receipt>(chain.rpcUrl, 'eth_getTransactionReceipt', [
        purchase.finalTxHash,
      ])
      expect(receipt.status).toBe('0x1')
      // Paid from the node's last account: wallets take the first ones.
      expect(receipt.from.toLowerCase()).toBe(chain.accounts.at(-1)!.toLowerCase())
      sandbox.state.dispose()
    })
  }

  it('on the automatic lifecycle too, and a purchase of another chain keeps a made-up hash', async () => {
    const { call, sandbox } = sandboxOn(chain, { lifecycle: { auto: true, stepMs: 20 } })
    const receiver = freshAddress()
    const body = {
      hostApiKey: KEY,
      fiatCurrency: 'EUR',
      fiatValue: 50,
      paymentMethodType: 'CARD_PAYMENT',
    }
    const eth = await call<ServicePurchase>('/sandbox/purchases', {
      ...body,
      cryptoAssetSymbol: 'ETH_ETH',
      receiverAddress: receiver,
    })
    const pol = await call<ServicePurchase>('/sandbox/purchases', {
      ...body,
      cryptoAssetSymbol: 'MATIC_POL',
      receiverAddress: receiver,
    })
    const released = (id: string) =>
      until(
        async () => (await call<ServicePurchase>(`/sandbox/purchases/${id}`)).body,
        (p) => p.status === 'RELEASED',
      )
    const [ethDone, polDone] = await Promise.all([released(eth.body.id), released(pol.body.id)])
    expect(await nativeBalance(chain, receiver)).toBe(BigInt(ethDone.cryptoAmount))
    expect(
      await rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [ethDone.finalTxHash]),
    ).not.toBeNull()
    expect(polDone.finalTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await rpc(chain.rpcUrl, 'eth_getTransactionByHash', [polDone.finalTxHash])).toBeNull()
    sandbox.state.dispose()
  })
})

describe('a sale', () => {
  for (const asset of ['ETH_USDC', 'ETH_ETH']) {
    it(`of ${asset}: waits until the host's transaction moved the amount to its deposit address, then ends`, async () => {
      const { call, sandbox } = sandboxOn(chain)
      const { sale, depositAddress, transfer, report, checked } = await createSale(call, asset)
      expect(await transfer()).toMatchObject({ txHash: null, state: 'waiting' })
      const early = await call(`/sandbox/sales/${sale.id}/release`, {})
      expect(early.status).toBe(409)
      expect(early.body.waiting).toMatch(/no transaction reported yet/)

      const from = chain.accounts[2]!
      const before =
        asset === 'ETH_USDC'
          ? await tokenBalance(chain, USDC, from)
          : await nativeBalance(chain, from)
      const request = {
        assetInfo: sale.crypto.assetInfo,
        amount: sale.crypto.amount,
        address: depositAddress,
      }
      const txHash = await send(chain, from, request)
      const answered = await report(txHash)
      expect(answered.status).toBe(202)
      expect(await checked()).toEqual({ txHash, state: 'arrived', reason: null })
      if (asset === 'ETH_USDC') {
        expect(await tokenBalance(chain, USDC, from)).toBe(before - BigInt(sale.crypto.amount))
        expect(await tokenBalance(chain, USDC, depositAddress)).toBe(BigInt(sale.crypto.amount))
      } else {
        expect(await nativeBalance(chain, depositAddress)).toBe(BigInt(sale.crypto.amount))
      }
      const released = await call(`/sandbox/sales/${sale.id}/release`, {})
      expect(released.status).toBe(200)
      expect(released.body.status).toBe('RELEASED')
      sandbox.state.dispose()
    })
  }

  it('on the automatic lifecycle, is released only after its crypto arrived', async () => {
    const { call, sandbox } = sandboxOn(chain, { lifecycle: { auto: true, stepMs: 20 } })
    const { sale, depositAddress, report } = await createSale(call, 'ETH_USDC')
    const status = async () => (await call(`/sandbox/sales/${sale.id}`)).body.status ?? ''
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await status()).toBe('CREATED')
    const request = {
      assetInfo: sale.crypto.assetInfo,
      amount: sale.crypto.amount,
      address: depositAddress,
    }
    await report(await send(chain, chain.accounts[3]!, request))
    expect(await until(status, (s) => s === 'RELEASED')).toBe('RELEASED')
    sandbox.state.dispose()
  })

  it('a wrong amount, a wrong token and a wrong address each leave it waiting, with the reason', async () => {
    const { call, sandbox } = sandboxOn(chain)
    const from = chain.accounts[4]!
    const cases = [
      {
        change: (r: SendCryptoRequest) => ({ ...r, amount: String(BigInt(r.amount) - 1n) }),
        reason: /it sends \d+ base units; the sale asks \d+ base units of USDC/,
      },
      {
        change: (r: SendCryptoRequest) => ({
          ...r,
          assetInfo: { ...r.assetInfo, symbol: 'USDT', address: USDT },
        }),
        reason: new RegExp(`sends another token \\(${USDT}\\)`, 'i'),
      },
      {
        change: (r: SendCryptoRequest) => ({ ...r, address: chain.accounts[5]! }),
        reason: new RegExp(`it sends to ${chain.accounts[5]}`, 'i'),
      },
    ]
    for (const { change, reason } of cases) {
      const { sale, depositAddress, report, checked } = await createSale(call, 'ETH_USDC')
      const asked = {
        assetInfo: sale.crypto.assetInfo,
        amount: sale.crypto.amount,
        address: depositAddress,
      }
      const txHash = await send(chain, from, change(asked))
      await report(txHash)
      const transfer = await checked()
      expect(transfer.state).toBe('waiting')
      expect(transfer.reason).toMatch(reason)
      const refused = await call(`/sandbox/sales/${sale.id}/release`, {})
      expect(refused.status).toBe(409)
      expect(refused.body.waiting).toBe(transfer.reason)
    }
    sandbox.state.dispose()
  })

  it('a hash no chain knows, and one transaction for two sales, leave it waiting', async () => {
    const { call, sandbox } = sandboxOn(chain)
    const first = await createSale(call, 'ETH_USDC')
    await first.report(`0x${'ab'.repeat(32)}`)
    expect((await first.checked()).reason).toMatch(/^no transaction 0x(ab){32} on the chain$/)
    const asked = {
      assetInfo: first.sale.crypto.assetInfo,
      amount: first.sale.crypto.amount,
      address: first.depositAddress,
    }
    const txHash = await send(chain, chain.accounts[6]!, asked)
    await first.report(txHash)
    expect((await first.checked()).state).toBe('arrived')
    // A second sale of the same amount cannot be paid by the first one's transaction.
    const second = await createSale(call, 'ETH_USDC')
    await second.report(txHash)
    expect((await second.checked()).reason).toMatch(/sends to|already paid/)
    sandbox.state.dispose()
  })
})
