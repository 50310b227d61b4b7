import { type NamesApi, type NamesQuery, namesApi } from '@rampkit/adapter-testing/namesApi'
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useResource } from '../index.js'

const created: NamesApi[] = []
// The API object stands for the client: a new one, a new store.
const createNamesStore = (api: NamesApi) => {
  created.push(api)
  return api.createStore()
}

function Names({ api }: { api: NamesApi }) {
  const names = useResource(api, createNamesStore, { country: 'FR' })
  return <p>{names.status}</p>
}

beforeEach(() => {
  vi.useFakeTimers()
  created.length = 0
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('useResource', () => {
  it('binds a host-made store: follows params, answers, refreshes and goes idle on null', async () => {
    const api = namesApi()
    const { calls } = api
    const { result, rerender } = renderHook(
      ({ query }) => useResource(api, createNamesStore, query),
      { initialProps: { query: { country: 'FR' } as NamesQuery | null } },
    )
    await settle()
    expect(result.current).toMatchObject({ status: 'loading', params: { country: 'FR' } })
    expect(calls.map((call) => call.query)).toEqual([{ country: 'FR' }])

    // An equal object on the next render asks nothing again.
    rerender({ query: { country: 'FR' } })
    await settle()
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(['euro']))
    expect(result.current).toMatchObject({ status: 'success', data: ['euro'] })

    const refreshed = act(() => result.current.refresh())
    calls[1]!.resolve(['euro', 'franc'])
    await refreshed
    expect(result.current.data).toEqual(['euro', 'franc'])

    rerender({ query: { country: 'DE' } })
    await settle()
    expect(calls[2]!.query).toEqual({ country: 'DE' })
    rerender({ query: null })
    expect(calls[2]!.signal.aborted).toBe(true)
    expect(result.current.status).toBe('idle')
    // One store for the component's life with the same client.
    expect(created).toEqual([api])
  })

  it('makes a new store for a new client', async () => {
    const first = namesApi()
    const second = namesApi()
    const { result, rerender } = renderHook(
      ({ api }) => useResource(api, createNamesStore, { country: 'FR' }),
      { initialProps: { api: first } },
    )
    await settle()
    rerender({ api: second })
    await settle()
    expect(first.calls[0]!.signal.aborted).toBe(true)
    await act(async () => second.calls[0]!.resolve(['from the second client']))
    expect(result.current.data).toEqual(['from the second client'])
  })

  it('renders idle on a server and asks nothing', () => {
    const api = namesApi()
    const { calls } = api
    expect(renderToString(<Names api={api} />)).toBe('<p>idle</p>')
    expect(calls).toEqual([])
  })
})
