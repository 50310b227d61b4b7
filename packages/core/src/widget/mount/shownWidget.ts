/** The page elements of a shown overlay or embedded widget, or the window of a hosted one. */
export type WidgetElements = { host: HTMLElement; iframe: HTMLIFrameElement } | { window: Window }

/** A widget put on the page or in a window by one of the mountings (frame, hosted window). */
export interface MountedWidget {
  readonly elements: WidgetElements
  /** The widget's window (iframe content window or popup), read whenever a message is checked. */
  target(): Window | null
  /** Shows a widget that kept its place behind a loading indicator (a frame; a window shows itself). */
  reveal(): void
  /**
   * Lets focus leave an overlay while the host works for the widget (its own wallet modal asks
   * the user to sign); returns the function, to be called once, that keeps it in again.
   */
  letFocusGo(): () => void
  /** Shows a frame mounted held (preloaded): see `FrameOptions.hold`. */
  open?(): void
  /** Takes the widget away with everything its mounting added. */
  remove(): void
}
