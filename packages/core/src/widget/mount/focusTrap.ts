import { listen } from './listen.js'

/**
 * Keeps keyboard focus inside `host` (the overlay, the shadow host of `target`): focus that lands anywhere else on the page
 * (Tab past the widget's last control, a click outside) is sent back to `target`, unless
 * `paused()` says the host may have it for now. Returns the release, which gives focus back to
 * what had it before, if that is still on the page.
 */
export function trapFocus(
  doc: Document,
  host: HTMLElement,
  target: HTMLElement,
  paused: () => boolean = () => false,
): () => void {
  const before = doc.activeElement as HTMLElement | null
  // A target that cannot take focus yet (a frame hidden behind its loader) leaves it on `host`,
  // the dialog itself, focusable from script only.
  const focusIn = () => {
    target.focus()
    if (!host.contains(doc.activeElement)) host.focus()
  }
  const stopIn = listen(
    doc,
    'focusin',
    (e) => paused() || host.contains(e.target as Node) || focusIn(),
    true,
  )
  // Focus that leaves the frame for no element (Tab past the widget's last control, the page
  // behind it inert) lands on the body, which fires no focusin: put it back once it settled
  // there. Were it the browser's own controls that took it, focus() takes nothing from them: the
  // dialog has focus again when the user comes back to the page.
  let settling: ReturnType<typeof setTimeout> | undefined
  const stopOut = listen<FocusEvent>(
    doc,
    'focusout',
    (e) => {
      if (e.relatedTarget) return
      clearTimeout(settling)
      settling = setTimeout(() => {
        const lost = !doc.activeElement || doc.activeElement === doc.body
        if (lost && !paused()) focusIn()
      })
    },
    true,
  )
  focusIn()
  return () => {
    stopIn()
    stopOut()
    clearTimeout(settling)
    if (before?.isConnected) before.focus?.()
  }
}
