/**
 * A mock widget was used in a way that cannot work: `ALREADY_MOCKED` (`mockWidget()` again
 * before `restore()`), `NOTHING_SHOWN` (`emit` before the host showed a widget),
 * `NOT_A_WIDGET_EVENT` (`emit` of a type the widget never sends), `NO_DOM` (no window and
 * document: run the test under jsdom or happy-dom).
 */
export class MockWidgetError extends Error {
  override name = 'MockWidgetError'
  readonly code: MockWidgetErrorCode

  constructor(code: MockWidgetErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/** Why a `MockWidgetError` was thrown (its `code`; see `MockWidgetError`). */
export type MockWidgetErrorCode =
  | 'ALREADY_MOCKED'
  | 'NOTHING_SHOWN'
  | 'NOT_A_WIDGET_EVENT'
  | 'NO_DOM'
