import { parseWidgetUrl, type WidgetUrlConfig } from '@rampkit/core'
import type { FakeWidgetWindow } from './fakeWidgetWindow.js'

/** One widget the host showed, as the mock saw it. */
export interface ShownWidget {
  /** `frame` for the overlays and embedded variants, `window` for the hosted ones. */
  readonly kind: 'frame' | 'window'
  /** The variant the launcher resolved (`desktop`, `mobile`, `embedded-desktop`, `hosted`, …). */
  readonly variant: string
  /** The widget URL the host opened. */
  readonly url: URL
  /** The URL's configuration read back (`parseWidgetUrl`): what the widget would be given. */
  readonly config: WidgetUrlConfig
  /** The URL's query as given, every parameter as a string. */
  readonly params: Readonly<Record<string, string>>
  /** The `widgetInstanceId` the host expects on every message. */
  readonly instanceId: string
  /** The widget's iframe (frame variants). */
  readonly iframe: HTMLIFrameElement | undefined
  /** Whether it is still on the page (frame) or open (window). */
  isOpen(): boolean
}

/** A shown widget, and the window the mock speaks from. */
export interface TrackedWidget extends ShownWidget {
  readonly window: FakeWidgetWindow
}

/** Whether a URL is one a launcher opens: http(s) with a `widgetInstanceId`. */
export function readWidgetUrl(src: unknown): URL | undefined {
  if (typeof src !== 'string' || src === '') return undefined
  try {
    const url = new URL(src)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.searchParams.get('widgetInstanceId') ? url : undefined
  } catch {
    return undefined
  }
}

export function trackedWidget(
  url: URL,
  window: FakeWidgetWindow,
  iframe: HTMLIFrameElement | undefined,
): TrackedWidget {
  const params = Object.fromEntries(url.searchParams)
  let config: WidgetUrlConfig
  try {
    ;({ config } = parseWidgetUrl(url))
  } catch {
    // A URL the parser refuses still shows: its parameters are readable as given.
    config = {} as WidgetUrlConfig
  }
  return {
    kind: iframe ? 'frame' : 'window',
    variant: params.variant ?? '',
    url,
    config,
    params,
    instanceId: params.widgetInstanceId ?? '',
    iframe,
    window,
    isOpen: () => (iframe ? iframe.isConnected : !window.closed),
  }
}
