import type { WidgetEvent } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { widgetProblem, widgetProblemAfter } from './widgetProblem.js'

describe('widgetProblem', () => {
  it('words a widget that never loaded and a blocked window; other events are no problem', () => {
    const failed = (reason: string) =>
      ({ type: 'WIDGET_OPEN_FAILED', payload: { reason } }) as WidgetEvent
    expect(widgetProblem(failed('LOAD_TIMEOUT'))).toMatch(/did not load/)
    expect(widgetProblem(failed('POPUP_BLOCKED'))).toMatch(/blocked/)
    expect(widgetProblem(failed('SOMETHING_ELSE'))).toMatch(/could not be opened/)
    expect(widgetProblem({ type: 'WIDGET_CONFIG_DONE', payload: null } as WidgetEvent)).toBe(
      undefined,
    )
  })

  it('keeps the message until the widget speaks', () => {
    const timeout = {
      type: 'WIDGET_OPEN_FAILED',
      payload: { reason: 'LOAD_TIMEOUT' },
    } as WidgetEvent
    const said = widgetProblemAfter(undefined, timeout)
    expect(said).toMatch(/did not load/)
    expect(widgetProblemAfter(said, { type: 'WIDGET_CLOSE', payload: null } as WidgetEvent)).toBe(
      said,
    )
    expect(
      widgetProblemAfter(said, { type: 'WIDGET_CONFIG_DONE', payload: null } as WidgetEvent),
    ).toBe(undefined)
  })
})
