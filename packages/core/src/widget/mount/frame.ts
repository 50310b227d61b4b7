import { type FrameVariant, frameStyle } from '../config/variants.js'
import type { WidgetEvent } from './events.js'
import { widgetReady } from './widgetReady.js'

/** Permissions the widget needs: card and wallet payments, identity checks (camera), copy/paste. */
export const IFRAME_ALLOW = 'payment; camera; microphone; clipboard-read; clipboard-write'

/**
 * The overlay's stacking order unless the host gives one: the official SDK's, which hosts
 * already design around (their own wallet modal above it, for example).
 */
export const DEFAULT_OVERLAY_Z_INDEX = 1000

export type { FrameVariant }

export interface WidgetFrame {
  /** The element added to the page (the shadow root's host). */
  host: HTMLElement
  iframe: HTMLIFrameElement
  /**
   * Sees each event the host hears: one that says the widget is ready (widgetReady.ts) shows it
   * in place of its loading indicator.
   */
  onEvent(event: WidgetEvent): void
  /** Takes the widget off the page again. */
  remove(): void
}

/** Holds a preloaded frame's element hidden (`on`) or lets it show: see `holdHidden`. */
export type HoldHidden = (host: HTMLElement, iframe: HTMLIFrameElement, on: boolean) => void

/** What the loading indicator says, to the eye and to assistive technology. */
export const LOADING_TEXT = 'Loading…'

/** How an embedded widget's element sits in its container: filling it, in the page's flow. */
export const IN_FLOW_STYLE = 'position:relative;display:block;width:100%;height:100%'

/**
 * Appends the widget iframe to `parent`, inside an open shadow root (in an element of its own,
 * the iframe's parent), so page styles
 * (`iframe { … }`) cannot reach it and it adds a single element to the page, styled `hostStyle`:
 * an embedded one fills `parent` in the page's flow (IN_FLOW_STYLE); an overlay's covers the
 * page (showOverlay.ts makes it a modal dialog). Until the widget is ready (`onEvent`), the frame
 * keeps its place hidden behind a loading indicator, in the element's text colour, so no user
 * sees a blank frame.
 * `credentialless` loads the widget without the user's cookies (set before the frame navigates,
 * or it would not apply).
 */
export function mountFrame(
  parent: Element,
  url: string,
  variant: FrameVariant,
  label: string,
  credentialless = false,
  hostStyle = IN_FLOW_STYLE,
): WidgetFrame {
  const doc = parent.ownerDocument
  const host = doc.createElement('div')
  const iframe = doc.createElement('iframe')
  const loader = doc.createElement('div')
  // A named polite status: screen readers say it without moving focus. Static text, nothing
  // animated, so it stays still under `prefers-reduced-motion` as everywhere.
  loader.setAttribute('role', 'status')
  loader.setAttribute('aria-live', 'polite')
  loader.setAttribute('aria-label', LOADING_TEXT)
  loader.textContent = LOADING_TEXT
  // Styles set through the CSSOM, which a page's Content-Security-Policy does not govern (a
  // <style> element or a style attribute would be refused under `style-src 'self'`).
  host.style.cssText = hostStyle
  iframe.style.cssText = `display:block;border:0;width:100%;height:100%;${frameStyle(variant)};visibility:hidden`
  // In the page's own font.
  loader.style.cssText = 'position:absolute;inset:0;display:grid;place-items:center'
  iframe.title = label
  iframe.setAttribute('allow', IFRAME_ALLOW)
  if (credentialless) iframe.setAttribute('credentialless', '')
  iframe.src = url
  // One element around the widget inside the shadow root, as the official SDK has (its
  // `domNodes.overlay` / `container`); it adds no box of its own, the layout stays the host's.
  const box = doc.createElement('div')
  box.style.display = 'contents'
  box.append(iframe, loader)
  host.attachShadow({ mode: 'open' }).append(box)
  parent.append(host)
  return {
    host,
    iframe,
    onEvent(event) {
      if (!widgetReady(event)) return
      loader.remove()
      iframe.style.visibility = ''
      // Focus that waited on the dialog itself goes into the widget, now it can take it.
      if (doc.activeElement === host && !host.shadowRoot!.activeElement) iframe.focus()
    },
    remove: () => host.remove(),
  }
}
