import { describe, expect, it, vi } from 'vitest'
import { transactionReceipt } from './transactionReceipt.js'

const hash = `0x${'1'.repeat(64)}` as const

describe('transactionReceipt', () => {
  it('polls eth_getTransactionReceipt until the transaction is mined', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ status: '0x1', blockNumber: '0x2a', transactionHash: hash })
    await expect(transactionReceipt({ request }, hash, { intervalMs: 1 })).resolves.toEqual({
      status: 'success',
      blockNumber: 42n,
      transactionHash: hash,
    })
    expect(request).toHaveBeenCalledTimes(3)
    expect(request).toHaveBeenCalledWith({ method: 'eth_getTransactionReceipt', params: [hash] })
  })

  it('says reverted for status 0x0', async () => {
    const request = async () => ({ status: '0x0', blockNumber: '0x1', transactionHash: hash })
    await expect(transactionReceipt({ request }, hash)).resolves.toMatchObject({
      status: 'reverted',
    })
  })

  it('stops at once when the signal aborts, before or while waiting', async () => {
    const request = vi.fn(async () => null)
    const controller = new AbortController()
    const waiting = transactionReceipt({ request }, hash, {
      signal: controller.signal,
      intervalMs: 60_000,
    })
    await vi.waitFor(() => expect(request).toHaveBeenCalledOnce())
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    await expect(
      transactionReceipt({ request }, hash, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(request).toHaveBeenCalledOnce()
  })

  it("rejects with the provider's error", async () => {
    const failure = new Error('down')
    await expect(transactionReceipt({ request: () => Promise.reject(failure) }, hash)).rejects.toBe(
      failure,
    )
  })
})
