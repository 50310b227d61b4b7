import { assetsFor, fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { AssetsQuery } from '@rampkit/core'
import { flushSync } from 'svelte'
import { describe, expect, it } from 'vitest'
import { createAssets } from '../lib/createAssets.svelte.js'
import { advance, renderRune } from './testing/renderRune.js'

fakeTimersInEachTest()

describe('createAssets', () => {
  it('loads every asset by default, once', async () => {
    const { client, calls } = fakeClient()
    const { result: assets } = renderRune(client, () => createAssets())
    expect(assets.status).toBe('loading')
    await advance(0)
    expect(calls.map((call) => [call.method, call.body])).toEqual([['getAssets', {}]])
    calls[0]!.resolve(assetsFor())
    await advance(0)
    expect(assets).toMatchObject({ status: 'success', data: { currencyCode: 'EUR' } })
  })

  it('starts with initialData for the starting query without asking, then follows the query', async () => {
    const { client, calls } = fakeClient()
    let query = $state<AssetsQuery>({ currencyCode: 'USD' })
    const { result: assets } = renderRune(client, () =>
      createAssets(() => query, { initialData: assetsFor('USD') }),
    )
    expect(assets).toMatchObject({ status: 'success', data: { currencyCode: 'USD' } })
    await advance(1000)
    expect(calls).toHaveLength(0)
    query = { currencyCode: 'GBP' }
    await advance(0)
    expect(calls.map((call) => call.body)).toEqual([{ currencyCode: 'GBP' }])
  })

  it('follows the query, the off-ramp flow and null; undefined means every asset', async () => {
    const { client, calls } = fakeClient()
    let query = $state<AssetsQuery | null | undefined>({ currencyCode: 'USD' })
    const { result: assets } = renderRune(client, () =>
      createAssets(() => query, { flow: 'offramp' }),
    )
    await advance(0)
    expect(calls[0]).toMatchObject({ method: 'getOfframpAssets', body: { currencyCode: 'USD' } })
    query = null
    flushSync()
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(assets.status).toBe('idle')
    query = undefined
    await advance(0)
    expect(calls[1]).toMatchObject({ method: 'getOfframpAssets', body: {} })
  })

  it('reports a query that is not an object without a request, and needs a function', async () => {
    const { client, calls } = fakeClient()
    const { result: assets } = renderRune(client, () =>
      createAssets(() => 'EUR' as unknown as AssetsQuery),
    )
    expect(assets.error).toBeInstanceOf(TypeError)
    await advance(1000)
    expect(calls).toHaveLength(0)
    expect(() =>
      renderRune(client, () => createAssets({} as unknown as () => AssetsQuery)),
    ).toThrow(/createAssets takes a function/)
    expect(() =>
      renderRune(client, () =>
        createAssets(undefined, { flow: 'sideways' as unknown as 'onramp' }),
      ),
    ).toThrow(/flow must be 'onramp' or 'offramp'/)
  })
})
