import type { SendCryptoPayload, WidgetEvent } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
// The scenario and its record come from @rampkit/testing's own tests (a test helper, not shipped).
import {
  normalizeParity,
  PARITY_CONFIG,
  PARITY_TX_HASH,
  runParityUnderMock,
} from '../../packages/testing/src/parity/testkit.js'
import type { HostAnswer } from '../../packages/testing/src/widget/fakeWidgetWindow.js'
import { screenshot } from './support/browser.js'
import { openWidget, waitForEvent, widgetFrame, widgetFrameOf } from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

/** The widget's window records what the host posts to it. */
interface AnsweredWindow {
  answers: HostAnswer[]
}

describe('@rampkit/testing mockWidget beside the stand-in widget in Chromium', () => {
  it('one sale whose crypto the host sends: the same handler calls and the same answers', async () => {
    const { page, context } = await setup.openHost()
    await openWidget(page, { ...PARITY_CONFIG, ...setup.baseConfig() }, { send: PARITY_TX_HASH })
    const frame = widgetFrame(page)
    await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
    await frame.getByRole('button', { name: 'Confirm sale' }).click()
    await waitForEvent(page, 'OFFRAMP_SALE_CREATED')
    await widgetFrameOf(page, setup.servers).evaluate(() => {
      const widget = window as unknown as AnsweredWindow
      widget.answers = []
      window.addEventListener('message', (event) => {
        if (event.source === window.parent) widget.answers.push(event.data)
      })
    })
    await frame.getByRole('button', { name: 'Send from wallet' }).click()
    await frame
      .getByRole('status')
      .filter({ hasText: `Sent: transaction ${PARITY_TX_HASH}` })
      .waitFor()
    await screenshot(page, 'testing-kit-parity')
    const host = await page.evaluate(() => {
      const { events, sendRequests } = window as unknown as HostWindow
      return { events, sendRequests }
    })
    const answers = await widgetFrameOf(page, setup.servers).evaluate(
      () => (window as unknown as AnsweredWindow).answers,
    )
    const inChromium = normalizeParity(
      host.events as WidgetEvent[],
      host.sendRequests as SendCryptoPayload[],
      answers,
    )
    await context.close()

    const underMock = await runParityUnderMock()
    expect(underMock).toEqual(inChromium)
    // and the record says something: the scenario ran to its end in both
    expect(inChromium.events).toEqual([
      'APP_VERSION',
      'WIDGET_CONFIG_DONE',
      'OFFRAMP_SALE_CREATED',
      'SEND_CRYPTO',
    ])
    expect(inChromium.answers).toEqual([
      { type: 'SEND_CRYPTO_RESULT', payload: { txHash: PARITY_TX_HASH }, eventVersion: 1 },
    ])
  })
})
