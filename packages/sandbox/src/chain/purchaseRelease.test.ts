import { describe, expect, it, vi } from 'vitest'
import { jsonPost as json, WIDGET_PURCHASE } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const PURCHASE = { ...WIDGET_PURCHASE, cryptoAssetSymbol: 'ETH_USDC' }

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

  it('sent after the purchase was RETURNED by hand stays RETURNED (no unhandled error)', async () => {
    // A node that answers once the test lets it: the purchase is returned meanwhile.
    let answer = () => {}
    const gate = new Promise<void>((resolve) => {
      answer = resolve
    })
    const results: Record<string, unknown> = {
      eth_chainId: '0x7a69',
      eth_accounts: ['0x00000000000000000000000000000000000000f1'],
      eth_sendTransaction: `0x${'ab'.repeat(32)}`,
      eth_getTransactionReceipt: { status: '0x1' },
    }
    const fetch = async (_url: unknown, init?: RequestInit) => {
      const { id, method } = JSON.parse(String(init?.body))
      await gate
      return Response.json({ jsonrpc: '2.0', id, result: results[method] })
    }
    const sandbox = createSandbox({ evm: { rpcUrl: 'http://127.0.0.1:9', fetch, pollMs: 1 } })
    const created = await (await sandbox.fetch('/sandbox/purchases', json(PURCHASE))).json()
    const path = `/sandbox/purchases/${created.id}`
    await sandbox.fetch(`${path}/advance`, json({ to: 'RELEASED' }))
    const returned = await sandbox.fetch(`${path}/fail`, json({ reason: 'RETURNED' }))
    expect((await returned.json()).status).toBe('RETURNED')
    answer()
    await vi.waitFor(async () => {
      const item = (await (await sandbox.fetch('/sandbox/purchases')).json()).items[0]
      expect(item).not.toHaveProperty('release')
    })
    const purchase = await (await sandbox.fetch(path)).json()
    expect(purchase.status).toBe('RETURNED')
    expect(purchase.finalTxHash).toBeNull()
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
