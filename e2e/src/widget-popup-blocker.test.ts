import { expect, it } from 'vitest'
import { eventTypes, OPENED, waitForEvent } from './support/host.js'
import { serversInChromium } from './support/serversInChromium.js'

// Chromium's own popup blocker (Playwright turns it off unless told otherwise).
const setup = serversInChromium({ popupBlocker: true })

it('a hosted widget shown without a user gesture is blocked and reported; a click opens it', async () => {
  const { page, context } = await setup.openHost(undefined, {
    ...setup.baseConfig(),
    variant: 'hosted',
  })
  const failed = await waitForEvent(page, 'WIDGET_OPEN_FAILED')
  expect(failed.payload).toEqual({ reason: 'POPUP_BLOCKED' })
  expect(context.pages()).toHaveLength(1)

  // The host shows it again from a click, as the event invites it to.
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Open widget' }).click()
  const popup = await popupOpened
  await waitForEvent(page, 'WIDGET_CONFIG_DONE')
  await popup.close()
  await waitForEvent(page, 'WIDGET_CLOSE')
  expect(await eventTypes(page)).toEqual(['WIDGET_OPEN_FAILED', ...OPENED, 'WIDGET_CLOSE'])
  await context.close()
})
