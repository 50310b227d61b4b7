// The stand-in widget's program, bundled for the browser from ./main.ts (see ../widgetScript.ts).
// The protocol's names, payload types and helpers come from @rampkit/core, the same code the
// host side runs. This file only puts the parts together, in the order the protocol needs.
import type { CountryInfo } from '@rampkit/core'
import { APP_VERSION_META, DEFAULT_WIDGET_APP_VERSION } from '../appVersion.js'
import { createSandboxApi } from './api.js'
import { connectBackButton } from './backButton.js'
import { connectCloseControls } from './closeControls.js'
import { openChannel } from './openChannel.js'
import { MOBILE_VARIANT, openMobileChannel } from './openMobileChannel.js'
import { findPageElements } from './pageElements.js'
import { readWidgetConfig } from './readWidgetConfig.js'
import { renderHeader, showError, showIntroduction, showStatus } from './render.js'
import { createTradeForm } from './tradeForm.js'
import { connectWalletAddress } from './walletAddress.js'

/** The version to report: the sandbox's `widgetAppVersion`, which its page carries. */
function appVersionOf(doc: Document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_VERSION_META}"]`)
  return meta?.content || DEFAULT_WIDGET_APP_VERSION
}

/**
 * Posts `APP_VERSION`, reads the configuration, checks the API key, posts `WIDGET_CONFIG_DONE`
 * (or `_FAILED`), then runs the flow: country, asset, currency, amount, live quotes, method,
 * address (asked of the host with `REQUEST_CRYPTO_ACCOUNT` when the configuration has no
 * `userAddress`), confirm. A confirmed purchase or sale is created by the sandbox and posted
 * to the host with its view token; an off-ramp sale with the send-crypto callback asks the
 * host to send the crypto.
 */
export async function runWidget(win: Window): Promise<void> {
  const { config, problems } = readWidgetConfig(win.location.search)
  // Inside an app's webview (the native SDKs' address) the app's bridge is the host.
  const channel =
    config.variant === MOBILE_VARIANT
      ? openMobileChannel(win)
      : openChannel(win, config.hostOrigin, config.widgetInstanceId)
  // The page has loaded (a module script runs once it is parsed).
  const appVersion = appVersionOf(win.document)
  channel.post('APP_VERSION', { version: appVersion })
  const page = findPageElements(win.document)
  const api = createSandboxApi(win, config.hostApiKey ?? '')
  // Closing works from the start, even when the configuration fails.
  renderHeader(page, config)
  connectCloseControls(win.document, page, channel, config, appVersion)
  connectBackButton(page, channel, config)
  const walletAddress = connectWalletAddress(page, channel, config)

  // No parameter at all: someone opened the bare address, not a host with a partial
  // configuration (which still gets the error naming what is missing).
  const bare = [...new URLSearchParams(win.location.search).keys()].length === 0
  const fail = (code: string, message: string) => {
    if (bare) showIntroduction(page, win.location.href)
    else {
      showError(page, message)
      showStatus(page, 'The widget cannot start.')
    }
    channel.post('WIDGET_CONFIG_FAILED', { code, message })
  }
  const unreachable = (error: unknown) =>
    fail('API_UNAVAILABLE', `The sandbox API is not reachable: ${(error as Error).message}`)
  if (problems.length > 0) return fail('INVALID_CONFIG', problems.join('; '))

  let countries: CountryInfo[]
  try {
    if (!(await api.acceptsHostApiKey())) {
      return fail('UNKNOWN_API_KEY', 'This hostApiKey is not accepted by the sandbox.')
    }
    countries = await api.countries()
  } catch (error) {
    return unreachable(error)
  }

  const form = createTradeForm({ win, page, api, channel, config }, walletAddress, countries)
  try {
    page.form.hidden = false
    await form.loadFlow()
  } catch (error) {
    return unreachable(error)
  }
  channel.post('WIDGET_CONFIG_DONE', null)
}
