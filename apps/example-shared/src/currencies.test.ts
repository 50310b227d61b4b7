import { createHostApiClient } from '@rampkit/core'
import { createSandbox } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'
import { type CurrenciesState, createCurrenciesStore, onrampCurrencies } from './currencies.js'

const client = (fetch: typeof globalThis.fetch) =>
  createHostApiClient({ baseUrl: 'http://localhost/api', fetch, retries: 0 })

/** The store's snapshot once its first request has settled, as a bound page sees it. */
async function settled(store: ReturnType<typeof createCurrenciesStore>) {
  const done = new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      if (!store.getSnapshot().isFetching && store.getSnapshot().status !== 'loading') {
        stop()
        resolve()
      }
    })
  })
  await done
  return store.getSnapshot()
}

describe('createCurrenciesStore', () => {
  it("reads the sandbox's currencies once subscribed, and lists those one can buy with", async () => {
    const store = createCurrenciesStore(client(createSandbox().fetch as typeof fetch))
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', params: {} })
    const state = await settled(store)
    expect(state.status).toBe('success')
    const codes = onrampCurrencies(state).map((c) => c.fiatCurrency)
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP']))
    expect(codes).toEqual(state.data?.filter((c) => c.onrampAvailable).map((c) => c.fiatCurrency))
  })

  it('asks for the country it is given; null starts idle', async () => {
    const asked: string[] = []
    const store = createCurrenciesStore(
      client(async (input) => {
        asked.push(String(input))
        return Response.json([])
      }),
      { countryCode: 'FR' },
    )
    await settled(store)
    expect(asked).toEqual([expect.stringMatching(/\/host-api\/v3\/currencies\?countryCode=fr$/)])
    expect(createCurrenciesStore(client(fetch), null).getSnapshot().status).toBe('idle')
  })

  it('shows a failure as an error state', async () => {
    const failing = client(async () =>
      Response.json({ code: 'BOOM', message: 'down' }, { status: 400 }),
    )
    expect(await settled(createCurrenciesStore(failing))).toMatchObject({
      status: 'error',
      error: { code: 'BOOM' },
    })
  })
})

describe('onrampCurrencies', () => {
  it('lists none until the currencies are loaded', () => {
    const states: CurrenciesState[] = [
      { status: 'idle' },
      { status: 'loading' },
      { status: 'error', error: new Error('x') },
    ]
    for (const state of states) expect(onrampCurrencies(state)).toEqual([])
  })
})
