import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.js'
import { openWidget, waitForEvent } from './support/host.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

/** What the user sees of the widget: its loading status, and whether the frame shows. */
const loading = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('[role=dialog]') ?? document.querySelector('#box > div')
    const shadow = host?.shadowRoot
    const iframe = shadow?.querySelector('iframe')
    return {
      status: shadow?.querySelector('[role=status]')?.textContent ?? null,
      frame: iframe ? getComputedStyle(iframe).visibility : null,
    }
  })

describe('the loading indicator', () => {
  it('stands in for a widget that has not spoken yet, and never shows a blank frame', async () => {
    const { context, page } = await setup.openHostWidget({
      url: `${setup.servers.evil}/silent.html`,
      variant: 'desktop',
    })
    // The silent page loads, and the user still sees the status, not an empty white box.
    await page.waitForTimeout(500)
    expect(await loading(page)).toEqual({ status: 'Loading…', frame: 'hidden' })
    await expect(page.getByRole('status').textContent()).resolves.toBe('Loading…')
    await screenshot(page, 'overlay-loading')
    await context.close()
  })

  it('reports a widget that never speaks as LOAD_TIMEOUT, and keeps it shown for the host to close', async () => {
    const { context, page } = await setup.openHost()
    await openWidget(
      page,
      {
        ...setup.baseConfig(),
        url: `${setup.servers.evil}/silent.html`,
        variant: 'desktop',
      },
      { loadTimeoutMs: 1500 },
    )
    const failed = await waitForEvent(page, 'WIDGET_OPEN_FAILED')
    expect(failed.payload).toEqual({ reason: 'LOAD_TIMEOUT' })
    expect(await loading(page)).toEqual({ status: 'Loading…', frame: 'hidden' })
    await page.evaluate(() => (window as unknown as { widget: { close(): void } }).widget.close())
    expect(await page.locator('[role=dialog]').count()).toBe(0)
    await context.close()
  })

  it('gives way to the widget once it confirms its configuration', async () => {
    const { context, page } = await setup.openHostWidget({ variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    expect(await loading(page)).toEqual({ status: null, frame: 'visible' })
    await context.close()
  })
})
