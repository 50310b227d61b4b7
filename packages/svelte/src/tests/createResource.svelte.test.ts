import { type NamesQuery, namesApi } from '@rampkit/adapter-testing/namesApi'
import { flushSync } from 'svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createResource } from '../lib/index.js'
import { advance, renderRune } from './testing/renderRune.js'

let api = namesApi()

beforeEach(() => {
  vi.useFakeTimers()
  api = namesApi()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createResource', () => {
  it('binds a host-made store without a client: follows params, answers, refreshes, idles on null', async () => {
    let query = $state<NamesQuery | null>({ country: 'FR' })
    const { result } = renderRune(undefined, () => createResource(api.createStore(), () => query))
    expect(result).toMatchObject({ status: 'loading', params: { country: 'FR' } })
    await advance(0)
    expect(api.calls.map((call) => call.query)).toEqual([{ country: 'FR' }])
    api.calls[0]!.resolve(['euro'])
    await advance(0)
    expect(result).toMatchObject({ status: 'success', data: ['euro'] })

    const refreshed = result.refresh()
    api.calls[1]!.resolve(['euro', 'franc'])
    await refreshed
    flushSync()
    expect(result.data).toEqual(['euro', 'franc'])

    query = { country: 'DE' }
    await advance(0)
    expect(api.calls[2]!.query).toEqual({ country: 'DE' })
    query = null
    flushSync()
    expect(api.calls[2]!.signal.aborted).toBe(true)
    expect(result.status).toBe('idle')
    expect(result.data).toBeUndefined()
  })

  it('destroys the store with the component: what is in flight is aborted', async () => {
    const { unmount } = renderRune(undefined, () =>
      createResource(api.createStore(), () => ({ country: 'FR' })),
    )
    await advance(0)
    unmount()
    expect(api.calls[0]!.signal.aborted).toBe(true)
  })

  it('says how to pass params when given a value instead of a function', () => {
    expect(() =>
      createResource(api.createStore(), { country: 'FR' } as unknown as () => NamesQuery),
    ).toThrow(
      new TypeError(
        'createResource takes a function returning its input, e.g. createResource(() => params)',
      ),
    )
  })
})
