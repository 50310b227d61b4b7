import type { WidgetInstance } from './createWidget.js'
import type { HoldHidden } from './frame.js'
import { listen } from './listen.js'

/**
 * Hides a preloaded frame's element from everyone (`on`) or shows it again: not painted and
 * never hit (`visibility: hidden`, which keeps the widget's own layout at its real size),
 * `inert` and `aria-hidden` (out of the accessibility tree), the iframe out of the Tab order.
 */
export const holdHidden: HoldHidden = (host, iframe, on) => {
  host.style.visibility = on ? 'hidden' : ''
  host.toggleAttribute('inert', on)
  for (const [element, name, value] of [
    [host, 'aria-hidden', 'true'],
    [iframe, 'tabindex', '-1'],
  ] as const)
    on ? element.setAttribute(name, value) : element.removeAttribute(name)
}

/** How long the pointer or focus must rest on the opener before the widget loads (ms). */
export const PRELOAD_INTENT_DELAY_MS = 80

/** How long a preloaded widget nobody opened stays before it is dropped (ms): one minute. */
export const PRELOAD_UNUSED_MS = 60_000

/** When `preloadWidget` loads the widget ahead of `show()`. */
export interface PreloadWidgetOptions {
  /**
   * `'intent'` (the default): when the pointer rests on `opener` or focus reaches it, for
   * `delayMs`. `'idle'`: as soon as the page is idle (`requestIdleCallback`), and on intent too.
   */
  when?: 'intent' | 'idle'
  /** The control that opens the widget (a Buy button). Needed for `'intent'`. */
  opener?: Element
  /** Rest time before an intent counts (default 80 ms): a pointer passing by loads nothing. */
  delayMs?: number
  /** A preloaded widget not shown within this time is dropped (default 60,000 ms). */
  dropAfterMs?: number
}

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } }

/**
 * Loads `widget` before its `show()`: in a frame that is hidden, `inert`, `aria-hidden` and out of
 * the Tab order, whose events reach the host's handlers only from `show()` on (held until then,
 * then handed over in order), and which `show()` then reveals: no second load. A hosted widget
 * opens only on the click, so on intent the page preconnects to the widget's origin instead.
 * Nothing is loaded on a connection that asks to save data (`navigator.connection.saveData`).
 * An unused preloaded widget is dropped after `dropAfterMs` (the next intent loads it again).
 * A separate function, so that hosts who never preload ship none of it. Returns the stop:
 * listeners removed and an unused preloaded widget dropped.
 */
export function preloadWidget(
  widget: Pick<WidgetInstance, 'preload'>,
  options: PreloadWidgetOptions = {},
): () => void {
  const {
    when = 'intent',
    opener,
    delayMs = PRELOAD_INTENT_DELAY_MS,
    dropAfterMs = PRELOAD_UNUSED_MS,
  } = options
  const win = window
  const stops: (() => void)[] = []
  let drop: (() => void) | undefined
  let dropTimer: ReturnType<typeof setTimeout> | undefined
  let intentTimer: ReturnType<typeof setTimeout> | undefined
  const connected = new Set<string>()

  const load = () => {
    if ((win.navigator as SaveDataNavigator).connection?.saveData) return
    const loaded = widget.preload(holdHidden)
    if (typeof loaded === 'string') return preconnect(loaded)
    if (!loaded) return // held or shown already
    drop = loaded
    clearTimeout(dropTimer)
    dropTimer = setTimeout(() => {
      drop?.()
      drop = undefined
    }, dropAfterMs)
  }
  const preconnect = (origin: string) => {
    if (connected.has(origin)) return
    connected.add(origin)
    const link = win.document.createElement('link')
    link.rel = 'preconnect'
    link.href = origin
    win.document.head.append(link)
  }

  if (opener) {
    const rest = () => {
      clearTimeout(intentTimer)
      intentTimer = setTimeout(load, delayMs)
    }
    const leave = () => clearTimeout(intentTimer)
    stops.push(
      listen(opener, 'pointerenter', rest),
      listen(opener, 'focusin', rest),
      listen(opener, 'pointerleave', leave),
      listen(opener, 'focusout', leave),
    )
  }
  if (when === 'idle') {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(load, { timeout: 2000 })
      stops.push(() => win.cancelIdleCallback(id))
    } else {
      const id = setTimeout(load, 1)
      stops.push(() => clearTimeout(id))
    }
  }
  return () => {
    for (const stop of stops.splice(0)) stop()
    clearTimeout(intentTimer)
    clearTimeout(dropTimer)
    drop?.()
    drop = undefined
  }
}
