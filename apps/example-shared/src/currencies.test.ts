import { createHostApiClient } from '@rampkit/core'
import { createSandbox } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'
import { type CurrenciesState, onrampCurrencies, readCurrencies } from './currencies.js'

const client = (fetch: typeof globalThis.fetch) =>
  createHostApiClient({ baseUrl: 'http://localhost/api', fetch, retries: 0 })

describe('readCurrencies', () => {
  it("reads the sandbox's currencies, and lists those one can buy with", async () => {
    const sandbox = createSandbox()
    const state = await readCurrencies(
      client(sandbox.fetch as typeof fetch),
      AbortSignal.timeout(5000),
    )
    expect(state.status).toBe('success')
    const codes = onrampCurrencies(state).map((c) => c.fiatCurrency)
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP']))
    if (state.status === 'success') {
      expect(codes).toEqual(state.data.filter((c) => c.onrampAvailable).map((c) => c.fiatCurrency))
    }
  })

  it('turns a failure into an error state instead of rejecting', async () => {
    const failing = client(async () =>
      Response.json({ code: 'BOOM', message: 'down' }, { status: 400 }),
    )
    const state = await readCurrencies(failing, new AbortController().signal)
    expect(state).toMatchObject({ status: 'error', error: { code: 'BOOM' } })
  })
})

describe('onrampCurrencies', () => {
  it('lists none until the currencies are loaded', () => {
    const states: CurrenciesState[] = [
      { status: 'loading' },
      { status: 'error', error: new Error('x') },
    ]
    for (const state of states) expect(onrampCurrencies(state)).toEqual([])
  })
})
