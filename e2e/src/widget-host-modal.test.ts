// The host's own wallet modal over the widget, in Chromium: while the widget waits on the host
// (onRequestCryptoAccount pending), createWidget lets go of focus so the user can click and type
// in the host's modal above the overlay (z-index 1000 leaves room for it); once answered, focus
// is kept in the overlay again.
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.js'
import { ADDRESS, waitForEvent, widgetFrame } from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

describe("the host's modal above the overlay", () => {
  it('takes clicks and keys while the account request is pending; focus returns to the overlay after', async () => {
    const { page, context } = await setup.openHostWidget(
      { variant: 'desktop', swapAsset: 'ETH_USDC' },
      { show: false },
    )
    await page.evaluate(() => {
      const w = window as unknown as HostWindow
      w.widget.onRequestCryptoAccount(
        (request) =>
          new Promise((resolve) => {
            // The host's wallet modal: above the overlay, asking the user to pick an account.
            const modal = document.createElement('div')
            modal.setAttribute('role', 'dialog')
            modal.setAttribute('aria-label', 'Wallet')
            modal.style.cssText =
              'position:fixed;z-index:2000;top:40px;left:40px;background:#fff;padding:16px;border:2px solid #333'
            const input = document.createElement('input')
            input.setAttribute('aria-label', 'Account address')
            const use = document.createElement('button')
            use.textContent = 'Use this account'
            use.onclick = () => {
              modal.remove()
              resolve({ address: input.value, type: request.type, name: 'Host wallet' })
            }
            modal.append(input, use)
            document.body.append(modal)
          }),
      )
      w.widget.show()
    })
    const modal = page.getByRole('dialog', { name: 'Wallet' })
    await modal.waitFor()
    const input = modal.getByRole('textbox', { name: 'Account address' })
    await input.click()
    await page.keyboard.type(ADDRESS)
    expect(await input.inputValue()).toBe(ADDRESS)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Account address',
    )
    await screenshot(page, 'host-modal-over-overlay')
    await modal.getByRole('button', { name: 'Use this account' }).click()
    const frame = widgetFrame(page)
    await expect.poll(() => frame.getByLabel('Wallet address').inputValue()).toBe(ADDRESS)
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    // Answered: focus goes back into the overlay and stays there.
    await page.getByRole('textbox', { name: 'Host input' }).focus()
    const inOverlay = await page.evaluate(
      () => document.activeElement?.shadowRoot?.querySelector('iframe') != null,
    )
    expect(inOverlay).toBe(true)
    await context.close()
  })
})
