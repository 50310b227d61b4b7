import { confirmsClose, isOverlay } from '../widget/config/variants.js'
import type { WidgetEvent } from '../widget/mount/events.js'
import { widgetReady } from '../widget/mount/widgetReady.js'
import { type CloseDialog, openCloseDialog } from './closeDialog.js'

/** An event the official SDK makes itself (its confirm dialog, Escape, a backdrop click). */
export interface InternalCloseEvent {
  type: 'WIDGET_CLOSE_REQUEST' | 'WIDGET_CLOSE_REQUEST_CONFIRMED' | 'WIDGET_CLOSE_REQUEST_CANCELLED'
  payload: null
  internal: true
}

export interface OfficialClosingOptions {
  win: Window
  /** The variant shown, `auto` resolved (`desktop`, `mobile`, `embedded-*`, `hosted-*`). */
  variant: string
  /** The overlay's elements: the page element (the backdrop) and the iframe; none when hosted. */
  frame?: { host: HTMLElement; iframe: HTMLIFrameElement }
  /** Gives an event the SDK makes itself to the host's listeners. */
  dispatch(event: InternalCloseEvent): void
  /** Closes the widget (the launcher reports `WIDGET_CLOSE`). */
  close(): void
}

export interface OfficialClosing {
  /** Called with each of the widget's events, after the host's listeners have had it. */
  onWidgetEvent(event: WidgetEvent): void
  /** The widget is gone: stops listening and takes the dialog away. */
  stop(): void
}

const isEscape = (event: KeyboardEvent) =>
  event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27

/**
 * How the official SDK 6.2 closes a shown widget, on top of a launcher that leaves close
 * requests to the host (`closeRequests: 'host'`):
 * - Escape on the host page (any variant, until the widget reports `APP_VERSION` 2 or later,
 *   which handles Escape itself), a click on the overlay's backdrop, or the widget's own
 *   `WIDGET_CLOSE_REQUEST` is a close request: the host's listeners get it, and on the desktop
 *   overlay the SDK's confirm dialog asks the user (mobile, embedded and hosted ignore it).
 * - The dialog's Exit, or the widget's `WIDGET_CLOSE_REQUEST_CONFIRMED`, closes; its Cancel, or
 *   the widget's `_CANCELLED`, takes the dialog away.
 * Beyond the official SDK, for keyboard users: the dialog takes focus and Escape cancels it.
 */
export function officialClosing(options: OfficialClosingOptions): OfficialClosing {
  const { win, variant, frame, dispatch, close } = options
  let dialog: CloseDialog | undefined
  const internal = (type: InternalCloseEvent['type']) =>
    dispatch({ type, payload: null, internal: true })

  const removeDialog = () => {
    dialog?.remove()
    dialog = undefined
  }
  const ask = () => {
    if (!confirmsClose(variant) || dialog || !frame) return
    dialog = openCloseDialog(
      frame.iframe.parentElement ?? frame.host,
      {
        cancel() {
          internal('WIDGET_CLOSE_REQUEST_CANCELLED')
          removeDialog()
        },
        exit() {
          internal('WIDGET_CLOSE_REQUEST_CONFIRMED')
          close()
        },
      },
      frame.iframe,
    )
  }
  const request = () => {
    internal('WIDGET_CLOSE_REQUEST')
    ask()
  }

  // Capture, as the official SDK listens: the page's own handlers cannot swallow it.
  const onKey = (event: KeyboardEvent) => {
    if (!isEscape(event)) return
    if (dialog) return // the dialog's own Escape cancels it
    request()
  }
  win.addEventListener('keydown', onKey, true)
  const stopEscape = () => win.removeEventListener('keydown', onKey, true)

  // A click beside the widget: on the backdrop or the loading indicator, not in the iframe.
  const onClick = (event: Event) => {
    if (!dialog && event.composedPath()[0] !== frame?.iframe) request()
  }
  const overlay = frame && isOverlay(variant)
  if (overlay) frame.host.addEventListener('click', onClick)

  return {
    onWidgetEvent(event) {
      switch (event.type) {
        case 'APP_VERSION':
          // The same rule that shows the frame: from version 2 the widget handles Escape.
          if (widgetReady(event)) stopEscape()
          return
        case 'WIDGET_CLOSE_REQUEST':
          return ask()
        case 'WIDGET_CLOSE_REQUEST_CONFIRMED':
          return close()
        case 'WIDGET_CLOSE_REQUEST_CANCELLED':
          return removeDialog()
      }
    },
    stop() {
      stopEscape()
      if (overlay) frame.host.removeEventListener('click', onClick)
      removeDialog()
    },
  }
}
