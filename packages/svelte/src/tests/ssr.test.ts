// @vitest-environment node

import { fakeClient } from '@rampkit/adapter-testing/fakeClient'
import { CONFIG } from '@rampkit/adapter-testing/frames'
import { render } from 'svelte/server'
import { describe, expect, it, vi } from 'vitest'
import ServerPage from './testing/ServerPage.svelte'
import { SERVER_PAGE_HTML } from './testing/serverHtml.js'

describe('server rendering', () => {
  it('renders the idle state and only the widget container, starting nothing', async () => {
    expect(typeof window).toBe('undefined')
    vi.useFakeTimers()
    const { client, calls } = fakeClient()
    const { body } = render(ServerPage, { props: { client, config: CONFIG } })
    expect(body).toBe(SERVER_PAGE_HTML)
    const html = body.replace(/<!--[^>]*-->/g, '')
    expect(html).toBe('<main><p>idle/idle/idle/false/false/0</p> <div class="panel"></div></main>')
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(0)
    vi.useRealTimers()
  })
})
