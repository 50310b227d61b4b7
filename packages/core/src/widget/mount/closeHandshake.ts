/**
 * The close handshake of an overlay: the user's Escape on the host page, or the widget's own
 * `WIDGET_CLOSE_REQUEST` (its exit button), is asked back to the widget with
 * `WIDGET_CLOSE_REQUEST`, which asks its user and answers `_CONFIRMED` (close) or `_CANCELLED`.
 * Where the official SDK draws its own modal, rampkit asks the widget, so handlers see the
 * official sequence either way. There is no timer, so a user still deciding is never cut off;
 * instead a widget that cannot answer never traps the user: before `WIDGET_CONFIG_DONE`, or at a
 * second Escape while a request is unanswered, it closes at once.
 */
export interface CloseHandshake {
  /** The widget confirmed its configuration (`WIDGET_CONFIG_DONE`): it can answer a request. */
  readonly ready: boolean
  /** A `WIDGET_CLOSE_REQUEST` was posted to the widget and is not answered yet. */
  readonly asking: boolean
}

/** What moves the handshake: a widget message, or the user's Escape on the host page. */
export type CloseHandshakeInput =
  | 'WIDGET_CONFIG_DONE'
  | 'WIDGET_CONFIG_FAILED'
  | 'WIDGET_CLOSE_REQUEST'
  | 'WIDGET_CLOSE_REQUEST_CONFIRMED'
  | 'WIDGET_CLOSE_REQUEST_CANCELLED'
  | 'ESCAPE'

/** What the launcher does next: close the widget, post it a close request, or nothing. */
export type CloseHandshakeAction = 'close' | 'ask' | 'none'

export const INITIAL_CLOSE_HANDSHAKE: CloseHandshake = { ready: false, asking: false }

/** The handshake's next state and action for `input` (pure: the launcher applies both). */
export function stepCloseHandshake(
  state: CloseHandshake,
  input: CloseHandshakeInput,
): { state: CloseHandshake; action: CloseHandshakeAction } {
  switch (input) {
    case 'WIDGET_CONFIG_DONE':
      return { state: { ...state, ready: true }, action: 'none' }
    case 'WIDGET_CONFIG_FAILED':
      return { state: { ...state, ready: false }, action: 'none' }
    case 'WIDGET_CLOSE_REQUEST_CANCELLED':
      return { state: { ...state, asking: false }, action: 'none' }
    case 'WIDGET_CLOSE_REQUEST_CONFIRMED':
      return { state, action: 'close' }
    case 'ESCAPE':
      // Nobody could answer, or the user insists: close at once.
      if (!state.ready || state.asking) return { state, action: 'close' }
      return { state: { ...state, asking: true }, action: 'ask' }
    case 'WIDGET_CLOSE_REQUEST':
      if (!state.ready) return { state, action: 'close' }
      // Asked once until the widget answers.
      if (state.asking) return { state, action: 'none' }
      return { state: { ...state, asking: true }, action: 'ask' }
  }
}
