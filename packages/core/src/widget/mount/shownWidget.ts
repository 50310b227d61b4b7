import type { ValidatedWidgetConfig } from '../config/types.js'
import type { WidgetEvent } from './events.js'
import type { HoldHidden } from './frame.js'

/** The page elements of a shown overlay or embedded widget (`frame`), or the window of a hosted one. */
export type WidgetElements<Shown extends 'frame' | 'window' = 'frame' | 'window'> = {
  frame: { host: HTMLElement; iframe: HTMLIFrameElement }
  window: { window: Window }
}[Shown]

/** A widget put on the page or in a window by one of the mountings (frame, hosted window). */
export interface MountedWidget<Shown extends 'frame' | 'window' = 'frame' | 'window'> {
  readonly elements: WidgetElements<Shown>
  /** The widget's window (iframe content window or popup), read whenever a message is checked. */
  target(): Window | null
  /**
   * Sees each event the host hears, in order: a frame shows the widget, which kept its place
   * behind a loading indicator, once the widget is ready (widgetReady.ts). Absent for a window,
   * which shows the widget's own page, loading state included.
   */
  onEvent?(event: WidgetEvent): void
  /** `show()` while shown: a window is brought to the front (a frame is on the page already). */
  raise?(): void
  /**
   * Lets focus leave an overlay while the host works for the widget (its own wallet modal asks
   * the user to sign); returns the function, to be called once, that keeps it in again. Absent
   * where the page's focus is the host's anyway (an embedded widget, a window).
   */
  letFocusGo?(): () => void
  /** Shows a frame mounted held (preloaded): see `MountRequest.hold`. */
  open?(): void
  /** Takes the widget away with everything its mounting added. */
  remove(): void
}

/** What the launcher asks a mounting to show, at one `show()`. */
export interface MountRequest {
  /** The widget URL. */
  url: string
  /** The variant shown (`auto` and `hosted-auto` resolved). */
  variant: string
  config: ValidatedWidgetConfig
  /** The user closed the widget's window. */
  onClosed(): void
  /** The user pressed Escape over an overlay; absent where the user may not close it. */
  onEscape?: () => void
  /**
   * Preloading: the frame loads held (`hold(…, true)`: hidden, inert, out of the Tab order and
   * the accessibility tree), and an overlay leaves the page alone (no scroll lock, inert page or
   * focus trap) until `open()`, which calls `hold(…, false)`. Passed by `preloadWidget`, so a
   * host that never preloads ships none of it.
   */
  hold?: HoldHidden
}

/**
 * How one kind of variant is shown (overlay, embedded, hosted window): the launcher
 * (launchWidget.ts) calls it at `show()`. Undefined where the browser blocked the window, or where
 * nothing can load held (`request.hold`: a window opens only on the user's click). One module
 * each, so that an app that shows one kind only (`createHostedWidget`, …) ships that kind's code
 * only.
 */
export type VariantMount<Shown extends 'frame' | 'window' = 'frame' | 'window'> = (
  win: Window,
  request: MountRequest,
) => MountedWidget<Shown> | undefined
