import { describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../app.js'
import { DEMO_HOST_API_KEY } from '../state.js'

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const PURCHASE = {
  hostApiKey: DEMO_HOST_API_KEY,
  cryptoAssetSymbol: 'ETH_USDC',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  paymentMethodType: 'CARD_PAYMENT',
  receiverAddress: '0x00000000000000000000000000000000000000aa',
}

describe('a purchase on a chain (--evm-rpc) whose crypto cannot be sent', () => {
  it('stays RELEASING, says why in the list, logs once, and tries again on the next advance', async () => {
    const logError = vi.fn()
    // A chain that cannot be reached, when the test says so.
    let refuse = () => {}
    const fetch = () =>
      new Promise<Response>((_, reject) => {
        refuse = () => reject(new TypeError('fetch failed'))
      })
    const rpcUrl = 'http://127.0.0.1:9'
    const sandbox = createSandbox({ evm: { rpcUrl, fetch }, logError })
    const created = await (await sandbox.fetch('/sandbox/purchases', json(PURCHASE))).json()
    const advance = async () =>
      (
        await sandbox.fetch(`/sandbox/purchases/${created.id}/advance`, json({ to: 'RELEASED' }))
      ).json()
    const listed = async () => (await (await sandbox.fetch('/sandbox/purchases')).json()).items[0]
    expect((await advance()).status).toBe('RELEASING')
    expect((await listed()).release).toEqual({
      state: 'sending',
      reason: `sending ${created.cryptoAmount} base units of ETH_USDC to ${PURCHASE.receiverAddress}`,
    })
    refuse()
    await vi.waitFor(async () => expect((await listed()).release.state).toBe('failed'))
    const { release, purchase } = await listed()
    expect(purchase.status).toBe('RELEASING')
    expect(purchase.finalTxHash).toBeNull()
    expect(release.reason).toBe(
      `sending its crypto failed: the chain at ${rpcUrl} does not answer eth_chainId: TypeError: fetch failed`,
    )
    expect(logError).toHaveBeenCalledTimes(1)
    // The next advance tries again; a failure already logged is not logged again.
    expect((await advance()).status).toBe('RELEASING')
    expect((await listed()).release.state).toBe('sending')
    refuse()
    await vi.waitFor(async () => expect((await listed()).release.state).toBe('failed'))
    expect(logError).toHaveBeenCalledTimes(1)
    sandbox.state.dispose()
  })

  it('of an asset of another chain is released at once with a made-up hash, as without a chain', async () => {
    const sandbox = createSandbox({ evm: { rpcUrl: 'http://127.0.0.1:9' } })
    const created = await (
      await sandbox.fetch(
        '/sandbox/purchases',
        json({ ...PURCHASE, cryptoAssetSymbol: 'MATIC_POL' }),
      )
    ).json()
    const released = await (
      await sandbox.fetch(`/sandbox/purchases/${created.id}/advance`, json({ to: 'RELEASED' }))
    ).json()
    expect(released.status).toBe('RELEASED')
    expect(released.finalTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    sandbox.state.dispose()
  })
})
