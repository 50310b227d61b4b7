// The same page code run with the official SDK 6.2 and with @rampkit/core/compat against the
// sandbox's stand-in widget: the same widget URL parameters, and the same event types in the
// same order from an on('*') handler, through the close handshake, a purchase, a sale with
// the send-crypto callback and the widget's request for the user's account.
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comparableUrl } from './official/compareUrls.js'
import { knownDifferences } from './official/differences.js'
import type { SideBySideWindow } from './official/page.js'
import { type BuildMode, type SideBySideServer, serveSideBySide } from './official/servers.js'
import {
  ACCOUNT,
  answerCloseQuestion,
  BOTH,
  closeDialog,
  escapeOnHostWindow,
  openSide,
  type Side,
  TX_HASH,
  type Which,
} from './official/sides.js'
import { launchBrowser, screenshot } from './support/browser.js'
import {
  ADDRESS,
  baseConfig,
  events,
  eventTypes,
  waitForEvent,
  widgetFrame,
} from './support/host.js'

let browser: Browser
const servers = {} as Record<BuildMode, SideBySideServer>
/** The versions the stand-in widget plays: an older widget and a modern one. */
const APP_VERSIONS = ['1.0', '2.0'] as const
const sandboxes = {} as Record<(typeof APP_VERSIONS)[number], StartedSandbox>
/** The default stand-in widget (a 2.x). */
let sandbox: StartedSandbox

beforeAll(async () => {
  ;[
    browser,
    servers.development,
    servers.production,
    servers.default,
    sandboxes['1.0'],
    sandboxes['2.0'],
  ] = await Promise.all([
    launchBrowser({ offline: true }),
    serveSideBySide('development'),
    serveSideBySide('production'),
    serveSideBySide('default'),
    startSandbox({ port: 0, host: '127.0.0.1', widgetAppVersion: '1.0' }),
    startSandbox({ port: 0, host: '127.0.0.1', widgetAppVersion: '2.0' }),
  ])
  sandbox = sandboxes['2.0']
})

afterAll(async () => {
  await browser?.close()
  for (const server of Object.values(servers)) await server?.close()
  for (const started of Object.values(sandboxes)) await started?.close()
})

/** Runs `flow` with each SDK on a fresh page; returns what each side's flow returned. */
async function withBoth<T>(
  mode: BuildMode,
  config: Record<string, unknown>,
  flow: (side: Side) => Promise<T>,
): Promise<Record<Which, T> & { urls: Record<Which, string> }> {
  const out = { urls: {} } as Record<Which, T> & { urls: Record<Which, string> }
  for (const which of BOTH) {
    const side = await openSide(browser, servers[mode].origin, which, config)
    try {
      out.urls[which] = side.url
      out[which] = await flow(side)
    } finally {
      await side.context.close()
    }
  }
  return out
}

// @rampkit/core/compat as an app's development build gets it, as its production build does (no
// configuration warnings, the lean check), and as a build that resolves no mode condition gets
// it (both checks, NODE_ENV read at run time: production here): the same events and URL in all.
describe.each(['development', 'production', 'default'] as const)(
  'compat beside the official SDK, against the stand-in widget (%s build)',
  (mode) => {
    it('open: the same URL parameters, and APP_VERSION then WIDGET_CONFIG_DONE', async () => {
      const config = { ...baseConfig(sandbox), swapAsset: 'ETH_ETH', userAddress: ADDRESS }
      const result = await withBoth(mode, config, async (side) => {
        await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
        await widgetFrame(side.page, 'iframe')
          .getByRole('status')
          .filter({ hasText: 'Quotes are ready.' })
          .waitFor()
        await screenshot(side.page, `compat-official-open-${side.which}`)
        return eventTypes(side.page)
      })
      expect(comparableUrl(result.urls.compat)).toEqual(comparableUrl(result.urls.official))
      expect(new URL(result.urls.official).searchParams.get('variant')).toBe('desktop')
      expect(result.compat).toEqual(result.official)
      expect(result.official).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    })

    // The stand-in widget as a 1.x widget and as a 2.x one: the official SDK keys its closing on
    // APP_VERSION, and compat must do as it does with either.
    describe.each(APP_VERSIONS)('closing, with a widget reporting APP_VERSION %s', (version) => {
      const configFor = (variant: string) => ({
        ...baseConfig(sandboxes[version]),
        variant,
        userAddress: ADDRESS,
      })

      it('Escape on the host page: below 2 the confirm dialog (Cancel, then Exit); from 2 nothing', async () => {
        const result = await withBoth(mode, configFor('desktop'), async (side) => {
          await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
          await escapeOnHostWindow(side.page)
          if (version.startsWith('2')) {
            // Left to the widget, which does not hear a key pressed in the host page.
            await side.page.waitForTimeout(300)
            expect(await closeDialog(side).count()).toBe(0)
            return eventTypes(side.page)
          }
          await closeDialog(side).waitFor()
          await screenshot(side.page, `compat-official-close-dialog-${version}-${side.which}`)
          await answerCloseQuestion(side, false)
          await waitForEvent(side.page, 'WIDGET_CLOSE_REQUEST_CANCELLED')
          await escapeOnHostWindow(side.page)
          await waitForEvent(side.page, 'WIDGET_CLOSE_REQUEST', 2)
          await answerCloseQuestion(side, true)
          await waitForEvent(side.page, 'WIDGET_CLOSE')
          expect(await side.page.locator('iframe').count()).toBe(0)
          return eventTypes(side.page)
        })
        expect(result.compat).toEqual(result.official)
        expect(result.official).toEqual(
          version.startsWith('2')
            ? ['APP_VERSION', 'WIDGET_CONFIG_DONE']
            : [
                'APP_VERSION',
                'WIDGET_CONFIG_DONE',
                'WIDGET_CLOSE_REQUEST',
                'WIDGET_CLOSE_REQUEST_CANCELLED',
                'WIDGET_CLOSE_REQUEST',
                'WIDGET_CLOSE_REQUEST_CONFIRMED',
                'WIDGET_CLOSE',
              ],
        )
      })

      it('the desktop overlay: the official box below 2, the whole viewport from 2 (the widget draws its own); a click beside a 1.x widget asks, Exit closes', async () => {
        const result = await withBoth(mode, configFor('desktop'), async (side) => {
          await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
          const box = await side.page.locator('iframe').boundingBox()
          await side.page.mouse.click(20, 20)
          if (version.startsWith('2')) {
            // The click lands in the widget, which has nothing there.
            await side.page.waitForTimeout(300)
            expect(await closeDialog(side).count()).toBe(0)
          } else {
            await closeDialog(side).waitFor()
            await answerCloseQuestion(side, true)
            await waitForEvent(side.page, 'WIDGET_CLOSE')
          }
          return {
            size: [Math.round(box!.width), Math.round(box!.height)],
            types: await eventTypes(side.page),
          }
        })
        expect(result.compat).toEqual(result.official)
        expect(result.official).toEqual(
          version.startsWith('2')
            ? { size: [1280, 800], types: ['APP_VERSION', 'WIDGET_CONFIG_DONE'] }
            : {
                size: [895, 590],
                types: [
                  'APP_VERSION',
                  'WIDGET_CONFIG_DONE',
                  'WIDGET_CLOSE_REQUEST',
                  'WIDGET_CLOSE_REQUEST_CONFIRMED',
                  'WIDGET_CLOSE',
                ],
              },
        )
      })

      it('mobile: a click beside the widget and Escape are ignored, the widget stays', async () => {
        const result = await withBoth(mode, configFor('mobile'), async (side) => {
          await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
          await escapeOnHostWindow(side.page)
          await side.page.waitForTimeout(200)
          expect(await closeDialog(side).count()).toBe(0)
          expect(await side.page.locator('iframe').count()).toBe(1)
          return eventTypes(side.page)
        })
        expect(result.compat).toEqual(result.official)
      })

      it('embedded: the official box until version 2, then the container', async () => {
        const result = await withBoth(mode, configFor('embedded-desktop'), async (side) => {
          await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
          const box = await side.page.locator('iframe').boundingBox()
          return { width: Math.round(box!.width), height: Math.round(box!.height) }
        })
        if (version.startsWith('2')) {
          // The page's #container is 900 × 620 inside a 1px border. The official SDK sizes the
          // iframe to the border box and overflows it; compat fills the container's inside
          // (allowed difference `embedded-fills-content-box`).
          expect(knownDifferences().map(({ id }) => id)).toContain('embedded-fills-content-box')
          expect(result.official).toEqual({ width: 902, height: 622 })
          expect(result.compat).toEqual({ width: 900, height: 620 })
        } else {
          expect(result.compat).toEqual(result.official)
          expect(result.official).toEqual({ width: 895, height: 590 })
        }
      })
    })

    // A real key press inside the widget (the user clicked into it): a 2.x widget posts its own
    // close request, and both SDKs draw the confirm dialog in the host page.
    it('a real Escape key press inside a 2.x widget: both close after the user confirms, with the same events', async () => {
      const config = { ...baseConfig(sandbox), variant: 'desktop', userAddress: ADDRESS }
      const result = await withBoth(mode, config, async (side) => {
        await waitForEvent(side.page, 'WIDGET_CONFIG_DONE')
        await widgetFrame(side.page, 'iframe').getByRole('heading').first().click()
        await side.page.keyboard.press('Escape')
        await closeDialog(side).waitFor()
        await answerCloseQuestion(side, true)
        await waitForEvent(side.page, 'WIDGET_CLOSE')
        expect(await side.page.locator('iframe').count()).toBe(0)
        return eventTypes(side.page)
      })
      expect(result.official).toEqual([
        'APP_VERSION',
        'WIDGET_CONFIG_DONE',
        'WIDGET_CLOSE_REQUEST',
        'WIDGET_CLOSE_REQUEST_CONFIRMED',
        'WIDGET_CLOSE',
      ])
      expect(result.compat).toEqual(result.official)
    })

    it('an on-ramp purchase: Confirm gives PURCHASE_CREATED with the same payload shape', async () => {
      const config = {
        ...baseConfig(sandbox),
        swapAsset: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: '250',
        userAddress: ADDRESS,
      }
      const result = await withBoth(mode, config, async (side) => {
        const frame = widgetFrame(side.page, 'iframe')
        await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
        await frame.getByRole('radio', { name: /^Card: pay 250\.00 EUR/ }).check()
        await frame.getByRole('button', { name: 'Confirm purchase' }).click()
        const created = await waitForEvent(side.page, 'PURCHASE_CREATED')
        await frame.getByRole('heading', { name: 'Purchase created' }).waitFor()
        const { purchase, ...rest } = created.payload
        return {
          types: await eventTypes(side.page),
          keys: Object.keys(rest).sort(),
          purchaseKeys: Object.keys(purchase).sort(),
          purchase: {
            fiatValue: purchase.fiatValue,
            fiatCurrency: purchase.fiatCurrency,
            receiverAddress: purchase.receiverAddress,
            paymentMethodType: purchase.paymentMethodType,
          },
        }
      })
      expect(result.compat).toEqual(result.official)
      expect(result.official.types).toEqual([
        'APP_VERSION',
        'WIDGET_CONFIG_DONE',
        'PURCHASE_CREATED',
      ])
      expect(result.official.purchase).toEqual({
        fiatValue: 250,
        fiatCurrency: 'EUR',
        receiverAddress: ADDRESS,
        paymentMethodType: 'CARD_PAYMENT',
      })
    })

    it('an off-ramp sale with useSendCryptoCallback: SEND_CRYPTO answered through onSendCrypto', async () => {
      const config = {
        ...baseConfig(sandbox),
        variant: 'embedded-desktop',
        enabledFlows: ['OFFRAMP'],
        offrampAsset: 'ETH_USDC',
        fiatCurrency: 'EUR',
        fiatValue: '80',
        useSendCryptoCallback: true,
      }
      const result = await withBoth(mode, config, async (side) => {
        const frame = widgetFrame(side.page, 'iframe')
        await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
        await frame.getByRole('button', { name: 'Confirm sale' }).click()
        const created = await waitForEvent(side.page, 'OFFRAMP_SALE_CREATED')
        await frame.getByRole('button', { name: 'Send from wallet' }).click()
        await frame
          .getByRole('status')
          .filter({ hasText: `Sent: transaction ${TX_HASH}` })
          .waitFor()
        await screenshot(side.page, `compat-official-sale-sent-${side.which}`)
        const sale = (
          created.payload as { sale: { crypto: { amount: string; assetInfo: unknown } } }
        ).sale
        const requests = await side.page.evaluate(
          () => (window as unknown as SideBySideWindow).sendRequests,
        )
        return {
          types: await eventTypes(side.page),
          sendCryptoEvent: (await events(side.page)).find((event) => event.type === 'SEND_CRYPTO'),
          requests: requests.map(({ address, ...rest }) => ({
            ...rest,
            address: /^0x[0-9a-f]{40}$/.test(address) ? '<deposit address>' : address,
          })),
          sale: { amount: sale.crypto.amount, assetInfo: sale.crypto.assetInfo },
        }
      })
      expect(result.compat.types).toEqual(result.official.types)
      expect(result.official.types).toEqual([
        'APP_VERSION',
        'WIDGET_CONFIG_DONE',
        'OFFRAMP_SALE_CREATED',
        'SEND_CRYPTO',
      ])
      expect(result.compat.requests).toEqual(result.official.requests)
      expect(result.official.requests).toEqual([
        {
          assetInfo: result.official.sale.assetInfo,
          amount: result.official.sale.amount,
          address: '<deposit address>',
        },
      ])
      for (const which of BOTH) {
        expect(result[which].sendCryptoEvent, which).toMatchObject({
          type: 'SEND_CRYPTO',
          eventVersion: 1,
          widgetInstanceId: expect.any(String),
        })
      }
    })

    it('the account request: without userAddress the widget asks, and both SDKs give it the same answer', async () => {
      const config = { ...baseConfig(sandbox), swapAsset: 'ETH_USDC', fiatCurrency: 'EUR' }
      const result = await withBoth(mode, config, async (side) => {
        const frame = widgetFrame(side.page, 'iframe')
        await waitForEvent(side.page, 'REQUEST_CRYPTO_ACCOUNT')
        await frame.getByRole('status').filter({ hasText: 'Quotes are ready.' }).waitFor()
        const address = frame.getByLabel('Wallet address')
        await expect.poll(() => address.inputValue()).toBe(ACCOUNT.address)
        const requests = await side.page.evaluate(
          () => (window as unknown as SideBySideWindow).accountRequests,
        )
        return {
          types: await eventTypes(side.page),
          requests,
          note: await frame.getByText(/^Address (of|from) /).textContent(),
        }
      })
      expect(result.compat).toEqual(result.official)
      expect(result.official.requests).toEqual([{ type: 'ETH', assetSymbol: 'ETH_USDC' }])
      expect(result.official.note).toBe(`Address of ${ACCOUNT.name}, from E2E host.`)
      expect(result.official.types).toEqual([
        'APP_VERSION',
        'REQUEST_CRYPTO_ACCOUNT',
        'WIDGET_CONFIG_DONE',
      ])
    })
  },
)
