import { type NamesQuery, namesApi } from '@rampkit/adapter-testing/namesApi'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSSRApp, defineComponent, h, nextTick, type Ref, ref } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { useResource } from '../index.js'

let api = namesApi()
const createNamesStore = (initialParams: NamesQuery | null) => api.createStore(initialParams)

// No RampKitPlugin: the binder needs no client of its own.
function mountWith(query: Ref<NamesQuery | null>) {
  let result!: ReturnType<typeof useResource<NamesQuery, string[]>>
  const view = render(
    defineComponent({
      setup() {
        result = useResource(createNamesStore, query)
        return () => h('p', result.status.value)
      },
    }),
  )
  return { result, view }
}

beforeEach(() => {
  vi.useFakeTimers()
  api = namesApi()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useResource', () => {
  it('binds a host-made store: starts with the params, follows them, answers and refreshes', async () => {
    const query = ref<NamesQuery | null>({ country: 'FR' })
    const { result, view } = mountWith(query)
    expect(result.status.value).toBe('loading')
    expect(result.params.value).toEqual({ country: 'FR' })
    await vi.advanceTimersByTimeAsync(0)
    expect(api.calls.map((call) => call.query)).toEqual([{ country: 'FR' }])
    api.calls[0]!.resolve(['euro'])
    await vi.advanceTimersByTimeAsync(0)
    expect(result.data.value).toEqual(['euro'])
    await nextTick()
    expect(view.container.textContent).toBe('success')

    const refreshed = result.refresh()
    api.calls[1]!.resolve(['euro', 'franc'])
    await refreshed
    expect(result.data.value).toEqual(['euro', 'franc'])

    query.value = { country: 'DE' }
    await nextTick()
    await vi.advanceTimersByTimeAsync(0)
    expect(api.calls[2]!.query).toEqual({ country: 'DE' })
    query.value = null
    await nextTick()
    expect(api.calls[2]!.signal.aborted).toBe(true)
    expect(result.status.value).toBe('idle')
    expect(result.data.value).toBeUndefined()
  })

  it('destroys the store with the component: what is in flight is aborted', async () => {
    const { view } = mountWith(ref({ country: 'FR' }))
    await vi.advanceTimersByTimeAsync(0)
    view.unmount()
    expect(api.calls[0]!.signal.aborted).toBe(true)
  })

  it('renders the params as loading on a server and asks nothing', async () => {
    const Page = defineComponent({
      setup() {
        const result = useResource(createNamesStore, { country: 'FR' })
        return () => h('p', result.status.value)
      },
    })
    expect(await renderToString(createSSRApp(Page))).toBe('<p>loading</p>')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(api.calls).toEqual([])
  })
})
