import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { CONFIG, widgetFrames } from '@rampkit/adapter-testing/frames'
import { hydrate, unmount } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ServerPage from './testing/ServerPage.svelte'
import { SERVER_PAGE_HTML } from './testing/serverHtml.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('hydration', () => {
  it('takes over the server markup without a mismatch, then asks and embeds the widget', async () => {
    vi.useFakeTimers()
    const warnings = vi.spyOn(console, 'warn')
    const errors = vi.spyOn(console, 'error')
    const target = document.createElement('div')
    target.innerHTML = SERVER_PAGE_HTML
    document.body.append(target)
    const serverDiv = target.querySelector('div.panel')!
    const { client, calls } = fakeClient()

    const app = hydrate(ServerPage, { target, props: { client, config: CONFIG } })
    await vi.advanceTimersByTimeAsync(0)
    expect(warnings).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(target.querySelector('div.panel')).toBe(serverDiv) // kept, not rendered anew
    expect(widgetFrames(serverDiv)).toHaveLength(1)
    expect(target.querySelector('p')!.textContent).toBe('loading/loading/loading/false/false/0')

    await vi.advanceTimersByTimeAsync(300)
    const onramp = calls.find((call) => call.method === 'getOnrampQuote')!
    expect(calls.map((call) => call.method).sort()).toEqual([
      'getAssets',
      'getOfframpQuote',
      'getOnrampQuote',
    ])
    onramp.resolve(quoteFor(onramp.body))
    await vi.advanceTimersByTimeAsync(0)
    expect(target.querySelector('p')!.textContent).toBe('success/loading/loading/false/false/0')

    unmount(app)
    expect(widgetFrames()).toHaveLength(0)
    target.remove()
  })
})
