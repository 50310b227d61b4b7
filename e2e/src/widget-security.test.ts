import type { Frame, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { eventTypes, OPENED, openWidget, waitForEvent, widgetFrameOf } from './support/host.js'
import type { HostWindow } from './support/hostPage.js'
import { serversInChromium } from './support/serversInChromium.js'

const setup = serversInChromium()

const PURCHASE = {
  id: 'forged-purchase',
  purchaseViewToken: 'forged-token',
  fiatValue: 1,
  status: 'INITIALIZED',
}

async function instanceIdOf(page: Page): Promise<string> {
  const src = await page.locator('iframe[title$="buy or sell crypto"]').getAttribute('src')
  return new URL(src!).searchParams.get('widgetInstanceId')!
}

/** Waits until the host page has received `count` raw messages of `type` (checked or not). */
function rawArrived(page: Page, type: string, count = 1) {
  return page.waitForFunction(
    ([t, n]) => (window as unknown as HostWindow).raw.filter((m) => m.type === t).length >= n,
    [type, count] as const,
  )
}

/** Posts `message` to the host page from inside `frame`, to the host's origin. */
function postFrom(frame: Frame, message: unknown, target: string) {
  return frame.evaluate(([m, t]) => window.parent.postMessage(m, t), [message, target] as const)
}

describe('messages that do not come from this widget are ignored', () => {
  it('a forged PURCHASE_CREATED from another origin, even with the real instance id', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'embedded-desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const forged = {
      type: 'PURCHASE_CREATED',
      payload: {
        purchase: PURCHASE,
        purchaseViewToken: 'forged-token',
        apiUrl: 'https://evil.example/api',
      },
      widgetInstanceId: await instanceIdOf(page),
    }
    await page.evaluate(
      (src) => {
        const frame = document.createElement('iframe')
        frame.src = src
        document.body.append(frame)
      },
      `${setup.servers.evil}/forge.html#${encodeURIComponent(JSON.stringify(forged))}`,
    )
    await rawArrived(page, 'FORGER_DONE')
    const raw = await page.evaluate(() => (window as unknown as HostWindow).raw)
    expect(raw).toContainEqual({ origin: setup.servers.evil, type: 'PURCHASE_CREATED' })
    expect(await eventTypes(page)).toEqual(OPENED)
    await context.close()
  })

  it('a message from the widget with another instance id; the same message with its own id passes', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrameOf(page, setup.servers)
    const message = {
      type: 'PURCHASE_CREATED',
      payload: {
        purchase: PURCHASE,
        purchaseViewToken: 'tok',
        apiUrl: setup.servers.sandbox.apiUrl,
      },
    }
    await postFrom(frame, { ...message, widgetInstanceId: 'another-instance' }, setup.servers.host)
    await rawArrived(page, 'PURCHASE_CREATED')
    expect(await eventTypes(page)).toEqual(OPENED)
    // Control: the genuine frame with its own id is heard, so the check above can fail.
    await postFrom(
      frame,
      { ...message, widgetInstanceId: await instanceIdOf(page) },
      setup.servers.host,
    )
    await waitForEvent(page, 'PURCHASE_CREATED')
    await context.close()
  })

  it("another frame of the widget's own origin, with the right id", async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'embedded-mobile' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const id = await instanceIdOf(page)
    // Any page of the widget's origin that may be framed: the control API's index is an HTML page
    // for browsers now, which refuses framing (frame-ancestors 'none'); its OpenAPI JSON does not.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.name = 'impostor'
      frame.src = src
      document.body.append(frame)
    }, `${setup.servers.sandbox.url}/sandbox/openapi.json`)
    // Its document comes from the sandbox, which a loaded machine may serve in seconds.
    const findImpostor = () =>
      page
        .frames()
        .find((f) => f.name() === 'impostor' && f.url().startsWith(setup.servers.sandbox.url))
    await expect.poll(() => findImpostor() !== undefined).toBe(true)
    const impostor = findImpostor()!
    await impostor.waitForLoadState()
    await postFrom(
      impostor,
      { type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: id },
      setup.servers.host,
    )
    await rawArrived(page, 'WIDGET_CLOSE')
    expect(await eventTypes(page)).toEqual(OPENED)
    expect(await page.locator('#container iframe').count()).toBe(1)
    await context.close()
  })

  it('a malformed payload from the widget is reported, not passed on', async () => {
    const { page, context } = await setup.openHostWidget({ variant: 'desktop' })
    await waitForEvent(page, 'WIDGET_CONFIG_DONE')
    const frame = widgetFrameOf(page, setup.servers)
    await postFrom(
      frame,
      {
        type: 'PURCHASE_CREATED',
        payload: { purchase: 'nope' },
        widgetInstanceId: await instanceIdOf(page),
      },
      setup.servers.host,
    )
    const invalid = await waitForEvent(page, 'WIDGET_EVENT_INVALID')
    expect(invalid.payload).toEqual({ type: 'PURCHASE_CREATED', field: 'payload.purchase' })
    expect(await eventTypes(page)).toEqual([...OPENED, 'WIDGET_EVENT_INVALID'])
    await context.close()
  })
})

describe('a blocked popup is reported', () => {
  it.each([
    ['returns null', 'window.open = () => null'],
    ['throws', "window.open = () => { throw new DOMException('blocked', 'SecurityError') }"],
  ])('when window.open %s', async (_, override) => {
    const { page, context } = await setup.openHost()
    await page.evaluate(override)
    await openWidget(page, { ...setup.baseConfig(), variant: 'hosted' })
    const failed = await waitForEvent(page, 'WIDGET_OPEN_FAILED')
    expect(failed.payload).toEqual({ reason: 'POPUP_BLOCKED' })
    expect(await eventTypes(page)).toEqual(['WIDGET_OPEN_FAILED'])
    await context.close()
  })
})
