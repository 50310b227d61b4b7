// Accessibility of the launcher in Chromium, around the sandbox's stand-in widget: axe-core
// (WCAG 2.0-2.2 A and AA) on the host page with each variant loading, shown and closed, the
// widget's own page included (overlay, embedded, hosted window); the WAI-ARIA dialog pattern
// from the keyboard (focus in, the page behind inert, Tab kept inside, Escape, focus back to
// the opener however the widget closes); the loader under prefers-reduced-motion.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, expectNoAxeViolations } from './support/axe.js'
import { screenshot } from './support/browser.js'
import { openWidget, waitForEvent, widgetCount, widgetFrame } from './support/host.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

/** The id of the focused element of the host page, or what stands for it (`dialog`, `body`). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active?.id || active?.getAttribute('role') || active?.localName || null
  })

/** Which of the host page's elements carry `inert`. */
const inertOnes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.children]
      .filter((element) => element.hasAttribute('inert'))
      .map((element) => element.id || element.localName),
  )

describe('expectNoAxeViolations', () => {
  it('fails a page with a planted unlabelled control, and passes it once labelled', async () => {
    const { page, context } = await setup.openHost()
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'planted'
      document.body.append(input)
    })
    expect((await axeViolations(page)).join('\n')).toMatch(/^label .*#planted/m)
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/label/)
    await page.evaluate(() =>
      document.getElementById('planted')!.setAttribute('aria-label', 'Memo'),
    )
    await expectNoAxeViolations(page)
    await context.close()
  })
})

describe('the launcher has no axe-core violation (WCAG 2.0-2.2 A and AA)', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
    ['embedded-desktop', { width: 1280, height: 800 }],
    ['embedded-mobile', { width: 1280, height: 800 }],
  ] as const)(
    '%s: loading, shown with the stand-in widget, and closed',
    async (variant, viewport) => {
      const { page, context } = await setup.openHost(viewport)
      // Loading: a widget address that never speaks keeps the loader up.
      await openWidget(page, {
        ...setup.baseConfig(),
        url: `${setup.servers.evil}/silent.html`,
        variant,
        closeable: true,
      })
      await page.getByRole('status').waitFor()
      // The silent page is the test's, not ours: the host page and the loader are checked.
      await expectNoAxeViolations(page, `${variant} loading`, {
        skipFramesFrom: setup.servers.evil,
      })
      await page.evaluate(() => (window as unknown as { widget: { close(): void } }).widget.close())

      await openWidget(page, { ...setup.baseConfig(), variant, closeable: true })
      await waitForEvent(page, 'WIDGET_CONFIG_DONE')
      await widgetFrame(page).getByLabel('Amount').waitFor()
      await expectNoAxeViolations(page, `${variant} shown`)
      await page.evaluate(() => (window as unknown as { widget: { close(): void } }).widget.close())
      expect(await widgetCount(page)).toBe(0)
      await expectNoAxeViolations(page, `${variant} closed`)
      await context.close()
    },
  )

  it("hosted: the widget's own window", async () => {
    const { page, context } = await setup.openHost()
    const popup = context.waitForEvent('page')
    await page.getByRole('button', { name: 'Open widget' }).focus()
    await openWidget(page, { ...setup.baseConfig(), variant: 'hosted' }, { show: false })
    await page.keyboard.press('Enter')
    const window = await popup
    await window.getByLabel('Amount').waitFor()
    await expectNoAxeViolations(window, 'hosted window')
    await context.close()
  })
})

describe('the overlay as a modal dialog, from the keyboard', () => {
  it('desktop: focus in, the page inert (the host’s own inert kept), Tab kept inside, Escape asks, focus back on Buy', async () => {
    const { page, context } = await setup.openHost()
    // The host made its long section inert itself: it must stay so after the overlay.
    await page.evaluate(() =>
      document.querySelector('body > div:last-of-type')!.setAttribute('inert', ''),
    )
    const before = await inertOnes(page)
    await openWidget(page, { ...setup.baseConfig(), variant: 'desktop' }, { show: false })
    await page.getByRole('button', { name: 'Open widget' }).focus()
    await page.keyboard.press('Enter')
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    expect(await focused(page)).toBe('dialog')
    // Everything but the overlay is inert, so the page is out of reach of Tab and the mouse.
    expect(await inertOnes(page)).toEqual([
      'h1',
      'open',
      'host-input',
      'container',
      'div',
      'script',
    ])
    await screenshot(page, 'a11y-overlay-open')
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab')
      // In the overlay (the dialog holds the frame), never on the page or lost on its body.
      await expect.poll(() => focused(page)).toBe('dialog')
    }
    // Escape on the page: the widget asks; its Close button from the keyboard closes it.
    await page.keyboard.press('Escape')
    const close = widgetFrame(page).getByRole('button', { name: 'Close widget' })
    await close.waitFor()
    await close.focus()
    await page.keyboard.press('Enter')
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await focused(page)).toBe('open')
    expect(await inertOnes(page)).toEqual(before)
    await context.close()
  })

  it('mobile: the widget closes itself (its Exit), focus goes back to the opener', async () => {
    const { page, context } = await setup.openHostWidget(
      { variant: 'mobile' },
      { show: false, viewport: { width: 390, height: 844 } },
    )
    await page.getByRole('button', { name: 'Open widget' }).focus()
    await page.keyboard.press('Enter')
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    expect(await inertOnes(page)).toContain('open')
    const exit = widgetFrame(page).getByRole('button', { name: 'Exit' })
    await exit.focus()
    await page.keyboard.press('Enter')
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await focused(page)).toBe('open')
    expect(await inertOnes(page)).toEqual([])
    await context.close()
  })

  it('hosted: focus goes back to the opener when the window closes', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'hosted' }, { show: false })
    await page.getByRole('button', { name: 'Open widget' }).focus()
    const popup = context.waitForEvent('page')
    await page.keyboard.press('Enter')
    const window = await popup
    await window.getByLabel('Amount').waitFor()
    // Nothing on the page is inert: the page is not covered.
    expect(await inertOnes(page)).toEqual([])
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await window.close()
    await waitForEvent(page, 'WIDGET_CLOSE')
    expect(await focused(page)).toBe('open')
    await context.close()
  })

  it('the loader is a named polite status that does not move under prefers-reduced-motion', async () => {
    const { page, context } = await setup.openHost()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openWidget(page, {
      ...setup.baseConfig(),
      url: `${setup.servers.evil}/silent.html`,
      variant: 'desktop',
    })
    const status = page.getByRole('status', { name: 'Loading…' })
    await status.waitFor()
    expect(await status.getAttribute('aria-live')).toBe('polite')
    const motion = await status.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        animation: style.animationName,
        duration: style.animationDuration,
        transition: style.transitionDuration,
        running: element.getAnimations({ subtree: true }).length,
      }
    })
    expect(motion).toEqual({ animation: 'none', duration: '0s', transition: '0s', running: 0 })
    await context.close()
  })
})
