// The stand-in widget's account request (REQUEST_CRYPTO_ACCOUNT) and closeable, in Chromium,
// against core's createWidget as a host uses it.
import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  eventTypes,
  OPENED,
  waitForEvent,
  widgetCount,
  widgetFrame,
} from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

describe('the wallet address from the host (onRequestCryptoAccount)', () => {
  it("fills the address field with the host's account for the selected asset", async () => {
    const { page, context } = await setup.openHostWidget(
      { variant: 'desktop', swapAsset: 'ETH_USDC' },
      { show: false },
    )
    const asked = await page.evaluate((address) => {
      const w = window as unknown as HostWindow & { asked: unknown[] }
      w.asked = []
      w.widget.onRequestCryptoAccount(async (request) => {
        w.asked.push(request)
        return { address, type: request.type, name: 'E2E wallet', assetSymbol: request.assetSymbol }
      })
      w.widget.show()
      return w.asked
    }, ADDRESS)
    expect(asked).toEqual([])
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await expect.poll(() => frame.getByLabel('Wallet address').inputValue()).toBe(ADDRESS)
    expect(await frame.getByText('E2E wallet').count()).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { asked: unknown[] }).asked)).toEqual([
      { type: 'ETH', assetSymbol: 'ETH_USDC' },
    ])
    await frame.getByRole('button', { name: 'Confirm purchase' }).click()
    const created = await waitForEvent(page, 'PURCHASE_CREATED')
    expect(created.payload.purchase.receiverAddress).toBe(ADDRESS)
    expect(await eventTypes(page)).toEqual([...OPENED, 'PURCHASE_CREATED'])
    await context.close()
  })

  it('leaves the field to the user when the host has no handler', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'embedded-desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    await frame.getByText('type it in').waitFor()
    expect(await frame.getByLabel('Wallet address').inputValue()).toBe('')
    await context.close()
  })
})

describe('closeable', () => {
  it('an embedded widget is not closeable by default: no exit button', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'embedded-desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    await frame.getByLabel('Asset').waitFor()
    expect(await frame.getByRole('button', { name: 'Exit' }).count()).toBe(0)
    await context.close()
  })

  it('closeable: false on an overlay: Escape on the host page does not close it', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'desktop', closeable: false })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrame(page)
    expect(await frame.getByRole('button', { name: 'Exit' }).count()).toBe(0)
    // The launcher leaves Escape alone (it would emit WIDGET_CLOSE_REQUEST synchronously).
    await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    expect(await eventTypes(page)).not.toContain('WIDGET_CLOSE_REQUEST')
    expect(await frame.getByRole('dialog').isVisible()).toBe(false)
    expect(await widgetCount(page)).toBe(1)
    await context.close()
  })
})
