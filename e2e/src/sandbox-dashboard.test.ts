// The sandbox dashboard in Chromium, beside the React example app and the real webhook receiver:
// a purchase made in the app appears on the open dashboard without a reload (pushed), is
// released there, its RELEASED call is replayed and the receiver stores it once; three 500s
// injected from the dashboard on the quote endpoint put the app's quotes in their error state.
// Driven by role and label; screenshots under e2e/artifacts/sandbox-dashboard/.
import type { StartedSandbox } from '@rampkit/sandbox'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type RunningReceiver, startReceiver } from '../../integration/src/webhooks-harness.js'
import { buildExampleApp } from './examples/buildExampleApp.js'
import { quotesShown } from './examples/quotesShown.js'
import { serveStatic } from './examples/serveStatic.js'
import { createdId } from './examples/walletPage.js'
import { inChromium } from './support/inChromium.js'
import { startLoopbackSandbox } from './support/loopbackSandbox.js'
import { createInSandbox } from './support/sandboxControl.js'
import { WIDGET_READY_MS } from './support/timeouts.js'

interface Started {
  sandbox: StartedSandbox
  receiver: RunningReceiver
  appUrl: string
}

const chromium = inChromium<Started>({
  name: 'sandbox-dashboard',
  timeoutMs: 180_000,
  async start(stopLater) {
    const sandbox = await startLoopbackSandbox(stopLater, {
      lifecycle: { auto: false },
      // the receiver runs on a free port
      webhookTargets: 'any-loopback',
      // a failed call waits the whole 3 minutes (the cap), so Retry now is what sends it again
      webhookRetryFloorMs: 180_000,
    })
    const receiver = await startReceiver(sandbox)
    stopLater(() => receiver.dispose())
    const built = buildExampleApp({
      appDir: 'apps/react-example',
      packageName: '@rampkit/react',
      env: {
        VITE_RAMPKIT_API_URL: sandbox.apiUrl,
        VITE_RAMPKIT_WIDGET_URL: sandbox.widgetUrl,
        VITE_RAMPKIT_WEBHOOK_URL: `${receiver.url}/webhooks`,
      },
    })
    stopLater(() => built.remove())
    const served = await serveStatic(built.dir)
    stopLater(() => served.close())
    return { sandbox, receiver, appUrl: served.url }
  },
})

/** A public sample Solana address: the user's own, as typed into the widget. */
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

async function openDashboard(): Promise<Page> {
  const page = await chromium.browser.newPage({ viewport: { width: 1400, height: 1000 } })
  await page.goto(`${chromium.started.sandbox.url}/dashboard/`)
  await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Live')
  return page
}

async function buyInTheApp(page: Page): Promise<string> {
  await page.goto(chromium.started.appUrl)
  await quotesShown(page)
  await page.getByLabel(/^Asset/).selectOption('SOLANA_SOL')
  const amount = page.getByLabel(/^Amount/)
  await amount.fill('')
  await amount.pressSequentially('250', { delay: 20 })
  await quotesShown(page)
  await page.getByRole('button', { name: 'Buy', exact: true }).click()
  const widget = page.frameLocator('iframe[title$="buy or sell crypto"]')
  await widget.getByText('Quotes are ready.').waitFor({ timeout: WIDGET_READY_MS })
  // No wallet connected (a production build lists no sandbox wallet): the widget asks its user,
  // who types a Solana address.
  await widget.getByLabel('Wallet address').fill(SOLANA_ADDRESS)
  await widget.getByRole('button', { name: 'Confirm purchase' }).click()
  await widget.getByRole('heading', { name: 'Purchase created' }).waitFor()
  const status = page.getByRole('status', { name: 'Purchase status' })
  await expect.poll(() => status.textContent()).toBe('INITIALIZED')
  const id = await createdId(page, 'Purchase')
  await page.keyboard.press('Escape')
  await widget.getByRole('button', { name: 'Close widget' }).click()
  return id
}

describe('the sandbox dashboard in Chromium', () => {
  it('shows a purchase made in the React app at once, releases it, replays its RELEASED call (stored once)', async () => {
    const dashboard = await openDashboard()
    await chromium.shot(dashboard, '01-empty')
    const app = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } })
    const id = await buyInTheApp(app)

    // pushed: no reload of the dashboard
    const release = dashboard.getByRole('button', { name: `Release purchase ${id}` })
    await release.waitFor()
    const row = dashboard
      .getByRole('table', { name: 'Purchases' })
      .getByRole('row')
      .filter({ has: release })
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('INITIALIZED')
    await release.click()
    const timeline = dashboard.getByRole('list', { name: `Timeline of purchase ${id}` })
    await expect
      .poll(() => timeline.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining('INITIALIZED'),
        expect.stringContaining('PAYMENT_STARTED'),
        expect.stringContaining('PAYMENT_IN_PROGRESS'),
        expect.stringContaining('PAYMENT_EXECUTED'),
        expect.stringContaining('RELEASING'),
        expect.stringContaining('RELEASED'),
      ])
    // the final status leaves no lifecycle button
    expect(await dashboard.getByRole('button', { name: `Advance purchase ${id}` }).count()).toBe(0)

    const deliveries = dashboard.getByRole('table', { name: 'Webhook deliveries' })
    const releasedCall = `purchase RELEASED ${id}`
    const releasedRows = deliveries.getByRole('row').filter({ hasText: releasedCall })
    await expect.poll(() => releasedRows.count()).toBe(1)
    await expect.poll(() => releasedRows.first().textContent()).toContain('delivered')
    const rowsFor = async () =>
      (await chromium.started.receiver.stored()).filter((r) => r.id === id && r.type === 'RELEASED')
    await expect.poll(async () => (await rowsFor()).length).toBe(1)

    await dashboard
      .getByRole('button', { name: `Replay ${releasedCall}` })
      .first()
      .click()
    await expect.poll(() => releasedRows.count()).toBe(2)
    await expect
      .poll(() => releasedRows.allTextContents())
      .toEqual([expect.stringContaining('delivered'), expect.stringContaining('delivered')])
    expect(
      (await releasedRows.allTextContents()).filter((t) => t.includes('(replay)')),
    ).toHaveLength(1)
    // the receiver answered the replay as a duplicate and still holds one RELEASED row
    await dashboard
      .getByRole('button', { name: `Details of ${releasedCall}, attempt 1` })
      .first()
      .click()
    const detail = dashboard.locator('tr.detail')
    await expect.poll(() => detail.textContent()).toContain('"duplicate": true')
    expect(await detail.textContent()).toContain('"purchaseViewToken": "[redacted]"')
    expect(await rowsFor()).toHaveLength(1)
    await chromium.shot(dashboard, '02-released-and-replayed')
    // nothing secret on the page: no view token, no API key, no private key
    const text = (await dashboard.textContent('body')) ?? ''
    expect(text).not.toContain('demo-host-api-key')
    expect(text).not.toContain('PRIVATE KEY')
    expect(await dashboard.getByLabel(/PEM key receivers verify/).inputValue()).toContain(
      'BEGIN PUBLIC KEY',
    )
    await app.close()
    await dashboard.close()
  }, 90_000)

  it('three 500s injected on the quote endpoint put the app quotes in their error state', async () => {
    const dashboard = await openDashboard()
    const app = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await app.goto(chromium.started.appUrl)
    await quotesShown(app)

    const form = dashboard.getByRole('form', { name: 'Fault injection' })
    await form
      .getByLabel('Endpoint', { exact: true })
      .selectOption('POST /host-api/v3/onramp/quote/all')
    await form.getByLabel('Fault', { exact: true }).selectOption('status-500')
    await form.getByLabel('Count', { exact: true }).fill('3')
    await form.getByRole('button', { name: 'Inject fault' }).click()
    const armed = dashboard.getByRole('list', { name: 'Armed faults' })
    await expect
      .poll(() => armed.textContent())
      .toContain('POST /host-api/v3/onramp/quote/all: status-500 × 3')
    await chromium.shot(dashboard, '03-fault-armed')

    const amount = app.getByLabel(/^Amount/)
    await amount.fill('')
    await amount.pressSequentially('321', { delay: 20 })
    const alert = app.getByRole('alert').filter({ hasText: 'Quotes failed' })
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toContain('fault injected')
    await chromium.shot(app, '04-app-quote-error')
    await expect.poll(() => armed.textContent()).toContain('nothing armed')
    await app.close()
    await dashboard.close()
  }, 60_000)

  it('fails a purchase, expires a sale, retries a call now and resets, by its buttons', async () => {
    const { sandbox } = chromium.started
    const dashboard = await openDashboard()
    // a receiver that is down: the CREATED call waits for its retry (3 minutes here)
    const purchase = await createInSandbox(sandbox, 'purchases', {
      webhookStatusUrl: 'http://127.0.0.1:9/down',
    })

    await dashboard.getByRole('button', { name: `Advance purchase ${purchase}` }).click()
    const reason = dashboard.getByLabel(`Failure reason for purchase ${purchase}`)
    await reason.selectOption('CANCELLED')
    // A pushed update re-renders the rows (here a new sale; in the race CI once lost, the
    // advance's own push): the reason chosen and not yet sent must survive it.
    const sale = await createInSandbox(sandbox, 'sales')
    await dashboard.getByRole('button', { name: `Expire sale ${sale}` }).waitFor()
    await expect
      .poll(() => dashboard.locator('tr', { has: reason }).locator('.status').textContent())
      .toBe('PAYMENT_STARTED')
    expect(await reason.inputValue()).toBe('CANCELLED')
    await dashboard.getByRole('button', { name: `Fail purchase ${purchase}` }).click()
    const timeline = dashboard.getByRole('list', { name: `Timeline of purchase ${purchase}` })
    await expect
      .poll(() => timeline.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining('INITIALIZED'),
        expect.stringContaining('PAYMENT_STARTED'),
        expect.stringContaining('CANCELLED'),
      ])

    await dashboard.getByRole('button', { name: `Expire sale ${sale}` }).click()
    const saleTimeline = dashboard.getByRole('list', { name: `Timeline of sale ${sale}` })
    await expect
      .poll(() => saleTimeline.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('CREATED'), expect.stringContaining('EXPIRED')])

    const call = `purchase CREATED ${purchase}`
    const rows = dashboard
      .getByRole('table', { name: 'Webhook deliveries' })
      .getByRole('row')
      .filter({ hasText: call })
    await expect.poll(() => rows.first().textContent()).toContain('retrying')
    // why and when
    expect(await rows.first().getByRole('cell').nth(3).textContent()).toMatch(
      /^retrying \(network error: .+, retry in 180 s at \d\d:\d\d:\d\d\)$/,
    )
    await dashboard.getByRole('button', { name: `Retry ${call} now` }).click()
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.first().getByRole('cell').nth(2).textContent()).toBe('2')
    await chromium.shot(dashboard, '05-failed-expired-retried')

    await dashboard.getByRole('button', { name: 'Reset sandbox' }).click()
    await expect.poll(() => dashboard.getByText('No purchases yet').isVisible()).toBe(true)
    await expect.poll(() => dashboard.getByText('No webhook calls yet.').isVisible()).toBe(true)
    await dashboard.close()
  }, 60_000)

  it('a click under way when an update is pushed still lands: the rows it left alone stay', async () => {
    const { sandbox } = chromium.started
    const dashboard = await openDashboard()
    const purchase = await createInSandbox(sandbox, 'purchases')
    const release = dashboard.getByRole('button', { name: `Release purchase ${purchase}` })
    await release.waitFor()
    // The user presses Release; before the button is let go, a sale is pushed and the lists
    // are drawn again (the sales below: nothing moves under the pointer).
    const box = (await release.boundingBox())!
    await dashboard.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await dashboard.mouse.down()
    const sale = await createInSandbox(sandbox, 'sales')
    await dashboard.getByRole('button', { name: `Expire sale ${sale}` }).waitFor()
    expect(await release.boundingBox()).toEqual(box)
    await dashboard.mouse.up()
    const timeline = dashboard.getByRole('list', { name: `Timeline of purchase ${purchase}` })
    await expect
      .poll(() => timeline.getByRole('listitem').last().textContent())
      .toContain('RELEASED')
    await dashboard.getByRole('button', { name: 'Reset sandbox' }).click()
    await expect.poll(() => dashboard.getByText('No purchases yet').isVisible()).toBe(true)
    await dashboard.close()
  })
})
