import { createResourceStore } from '@rampkit/core/adapter'
import { flushSync } from 'svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createResource } from '../lib/index.js'
import { renderRune } from './testing/renderRune.js'

// A host's own request (no built-in rune): names by country, answered by hand.
interface Query {
  country: string
}
type Call = { query: Query; signal: AbortSignal; resolve: (names: string[]) => void }
let calls: Call[] = []
const names = (query: Query, signal: AbortSignal) =>
  new Promise<string[]>((resolve) => {
    calls.push({ query, signal, resolve })
  })
const createNamesStore = () =>
  createResourceStore({
    prepare: (query: Query) => ({ key: query.country, run: ({ signal }) => names(query, signal) }),
  })

const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms)
  flushSync()
}

beforeEach(() => {
  vi.useFakeTimers()
  calls = []
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createResource', () => {
  it('binds a host-made store without a client: follows params, answers, refreshes, idles on null', async () => {
    let query = $state<Query | null>({ country: 'FR' })
    const { result } = renderRune(undefined, () => createResource(createNamesStore(), () => query))
    expect(result).toMatchObject({ status: 'loading', params: { country: 'FR' } })
    await advance(0)
    expect(calls.map((call) => call.query)).toEqual([{ country: 'FR' }])
    calls[0]!.resolve(['euro'])
    await advance(0)
    expect(result).toMatchObject({ status: 'success', data: ['euro'] })

    const refreshed = result.refresh()
    calls[1]!.resolve(['euro', 'franc'])
    await refreshed
    flushSync()
    expect(result.data).toEqual(['euro', 'franc'])

    query = { country: 'DE' }
    await advance(0)
    expect(calls[2]!.query).toEqual({ country: 'DE' })
    query = null
    flushSync()
    expect(calls[2]!.signal.aborted).toBe(true)
    expect(result.status).toBe('idle')
    expect(result.data).toBeUndefined()
  })

  it('destroys the store with the component: what is in flight is aborted', async () => {
    const { unmount } = renderRune(undefined, () =>
      createResource(createNamesStore(), () => ({ country: 'FR' })),
    )
    await advance(0)
    unmount()
    expect(calls[0]!.signal.aborted).toBe(true)
  })

  it('says how to pass params when given a value instead of a function', () => {
    expect(() =>
      createResource(createNamesStore(), { country: 'FR' } as unknown as () => Query),
    ).toThrow(
      new TypeError(
        'createResource takes a function returning its input, e.g. createResource(() => params)',
      ),
    )
  })
})
