/** What the host posted to the widget: `SEND_CRYPTO_RESULT`, `WIDGET_CLOSE_REQUEST`, … */
export interface HostAnswer {
  type: string
  payload: unknown
  eventVersion?: number
}

/** The widget's side of the page: the window its messages come from and the host's go to. */
export interface FakeWidgetWindow {
  postMessage(message: unknown, targetOrigin?: string): void
  close(): void
  focus(): void
  readonly closed: boolean
}

/**
 * A stand-in for the widget's window (an iframe's `contentWindow` or the hosted popup). What
 * the host posts is cloned, as the browser would, and kept only when addressed to the widget's
 * origin: a message to another origin or to `'*'` would not (or should not) reach the widget,
 * so it goes to `misaddressed` instead.
 */
export function createFakeWidgetWindow(
  origin: string,
  onAnswer: (answer: HostAnswer) => void,
  onMisaddressed: (message: unknown, targetOrigin: string | undefined) => void,
): FakeWidgetWindow {
  let closed = false
  return {
    postMessage(message, targetOrigin) {
      const copy = structuredClone(message)
      if (targetOrigin !== origin) return onMisaddressed(copy, targetOrigin)
      const data = copy as Partial<HostAnswer> | null
      if (typeof data !== 'object' || data === null || typeof data.type !== 'string') return
      onAnswer({
        type: data.type,
        payload: data.payload ?? null,
        ...(data.eventVersion === undefined ? {} : { eventVersion: data.eventVersion }),
      })
    },
    close() {
      closed = true
    },
    focus() {},
    get closed() {
      return closed
    },
  }
}
