import type { WidgetConfig } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.js'
import {
  CLOSE_CANCELLED_THEN_CONFIRMED,
  eventTypes,
  OPENED,
  openWidget,
  waitForEvent,
  widgetCount,
  widgetFrame,
} from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

const bodyOverflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow)
const iframeParam = (page: import('playwright-core').Page, name: string) =>
  page
    .locator('iframe[title$="buy or sell crypto"]')
    .getAttribute('src')
    .then((src) => new URL(src!).searchParams.get(name))

describe('overlay variants', () => {
  it('keep their layout on a page whose Content-Security-Policy refuses inline styles', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${setup.servers.host}/strict-csp`)
    await page.waitForFunction(() => (window as unknown as HostWindow).ready === true)
    // Every refusal from now on: the page's own <style> was refused already, at load.
    await page.evaluate(() => {
      const refused: string[] = []
      Object.assign(window, { refused })
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.sample}`),
      )
    })
    await openWidget(page, { ...setup.baseConfig(), variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const layout = await page.evaluate(() => {
      const element = document.querySelector('[role=dialog]')!
      const iframe = element.shadowRoot!.querySelector('iframe')!
      const { width, height } = iframe.getBoundingClientRect()
      return {
        position: getComputedStyle(element).position,
        width,
        height,
        border: getComputedStyle(iframe).borderTopWidth,
        overflow: getComputedStyle(document.body).overflow,
        refused: (window as unknown as { refused: string[] }).refused,
      }
    })
    expect(layout).toEqual({
      position: 'fixed',
      width: 895,
      height: 590,
      border: '0px',
      overflow: 'hidden',
      refused: [],
    })
    await screenshot(page, 'overlay-strict-csp')
    await context.close()
  })

  it('desktop: a modal over the page in a shadow root, scroll locked, Escape asks the widget', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    await frame.getByLabel('Asset').waitFor()
    expect(await bodyOverflow(page)).toBe('hidden')
    const host = await page.evaluate(() => {
      const element = document.querySelector('[role=dialog]')!
      const iframe = element.shadowRoot!.querySelector('iframe')!
      return {
        inBody: element.parentElement === document.body,
        modal: element.getAttribute('aria-modal'),
        allow: iframe.getAttribute('allow'),
        width: iframe.getBoundingClientRect().width,
        fonts: document.querySelectorAll('link').length,
      }
    })
    expect(host).toEqual({
      inBody: true,
      modal: 'true',
      allow: 'payment; camera; microphone; clipboard-read; clipboard-write',
      width: 895,
      fonts: 0,
    })
    // Focus stays in the overlay: focusing the page's own input is undone.
    await page.evaluate(() => (document.getElementById('host-input') as HTMLInputElement).focus())
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog')
    await screenshot(page, 'overlay-desktop')

    // Escape on the host page: the widget asks its user, who keeps going.
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    await frame.getByRole('button', { name: 'Keep going' }).click()
    await waitForEvent(page, 'WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(await widgetCount(page)).toBe(1)

    // Again, and this time the user confirms.
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    await frame.getByRole('button', { name: 'Close widget' }).click()
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await eventTypes(page)).toEqual([...OPENED, ...CLOSE_CANCELLED_THEN_CONFIRMED])
    expect(await widgetCount(page)).toBe(0)
    expect(await bodyOverflow(page)).toBe('visible')
    await context.close()
  })

  it('Escape typed inside the widget asks there too; confirming closes', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    await frame.getByLabel('Amount').press('Escape')
    await frame.getByRole('button', { name: 'Close widget' }).click()
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await widgetCount(page)).toBe(0)
    await context.close()
  })

  it('mobile: full screen; the exit button closes it', async () => {
    const { page, context } = await setup.openHostWidget(
      { variant: 'mobile' },
      { viewport: { width: 390, height: 844 } },
    )
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const box = await page.locator('iframe[title$="buy or sell crypto"]').boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    await screenshot(page, 'overlay-mobile')
    await widgetFrame(page).getByRole('button', { name: 'Exit' }).click()
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await widgetCount(page)).toBe(0)
    await context.close()
  })

  it('auto: desktop on a large viewport, mobile on a small one', async () => {
    for (const [viewport, expected] of [
      [{ width: 1280, height: 800 }, 'desktop'],
      [{ width: 900, height: 800 }, 'mobile'],
      [{ width: 1280, height: 600 }, 'mobile'],
    ] as const) {
      const { page, context } = await setup.openHostWidget({}, { viewport })
      expect(await iframeParam(page, 'variant')).toBe(expected)
      await page.evaluate(() => (window as unknown as HostWindow).widget.close())
      expect(await widgetCount(page)).toBe(0)
      await context.close()
    }
  })

  it('showing and closing 30 times leaves the page as it was', async () => {
    const { page, context } = await setup.openHost()
    const before = await page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      style: document.body.getAttribute('style'),
    }))
    const after = await page.evaluate(
      (config) => {
        const w = window as unknown as HostWindow
        w.openWidget(config as WidgetConfig, { show: false })
        for (let i = 0; i < 30; i++) {
          w.widget.show()
          w.widget.show()
          w.widget.close()
        }
        return {
          nodes: document.getElementsByTagName('*').length,
          style: document.body.getAttribute('style'),
        }
      },
      { ...setup.baseConfig(), variant: 'desktop' } as unknown,
    )
    expect(after.nodes).toBe(before.nodes)
    expect(after.style ?? '').toBe(before.style ?? '')
    expect(await eventTypes(page)).toEqual(Array(30).fill('WIDGET_CLOSE'))
    await context.close()
  })
})

describe('embedded variants', () => {
  it.each(['embedded-desktop', 'embedded-mobile'] as const)(
    '%s: inside containerNode, page untouched',
    async (variant) => {
      const { page, context } = await setup.openHost()
      // Embedded widgets are not closeable unless the host says so (the official SDK's default).
      await openWidget(page, { ...setup.baseConfig(), variant, closeable: true })
      await waitForEvent(page, 'WIDGET_CONFIG_DONE')
      expect(await page.locator('#container iframe').count()).toBe(1)
      expect(await page.locator('#container iframe').getAttribute('allow')).toBe(
        'payment; camera; microphone; clipboard-read; clipboard-write',
      )
      expect(await bodyOverflow(page)).toBe('visible')
      await screenshot(page, variant)
      await widgetFrame(page).getByRole('button', { name: 'Exit' }).click()
      await waitForEvent(page, 'WIDGET_CLOSE')
      expect(await page.locator('#container *').count()).toBe(0)
      await context.close()
    },
  )
})

describe('hosted variants', () => {
  it('hosted: a new window that talks to the host through window.opener; its exit closes it', async () => {
    const { page, context } = await setup.openHost()
    const popupOpened = page.waitForEvent('popup')
    // Hosted widgets are not closeable unless the host says so (the official SDK's default).
    await openWidget(page, {
      ...setup.baseConfig(),
      variant: 'hosted',
      closeable: true,
    })
    const popup = await popupOpened
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    expect(new URL(popup.url()).searchParams.get('hostUrl')).toBe(setup.servers.host)
    await screenshot(popup, 'hosted')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Exit' }).click()
    await waitForEvent(page, 'WIDGET_CLOSE')
    await closed
    expect(popup.isClosed()).toBe(true)
    await context.close()
  })

  it('hosted-mobile: closing the window by hand is noticed', async () => {
    const { page, context } = await setup.openHost()
    const popupOpened = page.waitForEvent('popup')
    await openWidget(page, { ...setup.baseConfig(), variant: 'hosted-mobile' })
    const popup = await popupOpened
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    await popup.close()
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await eventTypes(page)).toEqual([...OPENED, 'WIDGET_CLOSE'])
    await context.close()
  })
})

describe('webview variants', () => {
  it('createWidget refuses them; the webview loads buildWidgetUrl(config) as its page instead', async () => {
    const { page, context } = await setup.openHost({ width: 390, height: 844 })
    const outcome = await page.evaluate(
      (json) => {
        const { rampkit } = window as unknown as HostWindow
        const config = json as WidgetConfig
        try {
          rampkit.createWidget(config)
          return { thrown: false, url: '' }
        } catch (error) {
          return {
            thrown: error instanceof rampkit.WidgetConfigError,
            path: (error as InstanceType<typeof rampkit.WidgetConfigError>).issues[0]?.path,
            url: rampkit.buildWidgetUrl(config),
          }
        }
      },
      { ...setup.baseConfig(), variant: 'webview-mobile' } as unknown,
    )
    expect(outcome).toMatchObject({ thrown: true, path: 'variant' })
    const webview = await context.newPage()
    await webview.goto(outcome.url)
    await webview.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    expect(await webview.getByRole('button', { name: 'Confirm purchase' }).isEnabled()).toBe(true)
    await screenshot(webview, 'webview-mobile')
    await context.close()
  })
})
