// The sandbox dashboard's accessibility in Chromium: axe-core (WCAG 2.0-2.2 A and AA) on it empty,
// then with a purchase and a sale on it (made through the control API), and a purchase released
// from the keyboard alone.
import type { StartedSandbox } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { inChromium } from './support/inChromium.js'
import { startLoopbackSandbox } from './support/loopbackSandbox.js'
import { createInSandbox } from './support/sandboxControl.js'

const chromium = inChromium<{ sandbox: StartedSandbox }>({
  name: 'a11y-dashboard',
  async start(stopLater) {
    const sandbox = await startLoopbackSandbox(stopLater, { lifecycle: { auto: false } })
    return { sandbox }
  },
})

async function openDashboard(): Promise<Page> {
  const page = await chromium.browser.newPage({ viewport: { width: 1400, height: 1000 } })
  await page.goto(`${chromium.started.sandbox.url}/dashboard/`)
  await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Live')
  return page
}

describe('the sandbox dashboard, accessible in Chromium', () => {
  it('has no axe-core violation empty, and with a purchase and a sale; Release works from the keyboard', async () => {
    const page = await openDashboard()
    await expectNoAxeViolations(page, 'dashboard, empty')

    const purchase = await createInSandbox(chromium.started.sandbox, 'purchases', {
      cryptoAssetSymbol: 'ETH_USDC',
      receiverAddress: '0x00000000000000000000000000000000000000aa',
    })
    await createInSandbox(chromium.started.sandbox, 'sales', {
      fiatValue: 100,
      payoutMethodType: 'CARD',
    })
    const release = page.getByRole('button', { name: `Release purchase ${purchase}` })
    await release.waitFor()
    await expectNoAxeViolations(page, 'dashboard, a purchase and a sale')
    await chromium.shot(page, 'with-purchase-and-sale')

    await release.focus()
    await page.keyboard.press('Enter')
    const row = page
      .getByRole('table', { name: 'Purchases' })
      .getByRole('row')
      .filter({ hasText: purchase })
    await expect.poll(() => row.textContent()).toContain('RELEASED')
    await expectNoAxeViolations(page, 'dashboard, the purchase released')
    await page.close()
  })
})
