import { afterEach, describe, expect, it, vi } from 'vitest'
import { callReportingErrors } from './callReportingErrors.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Calls back a callback that throws `bug`: the call itself returns. */
function callThrowing(bug: Error): void {
  expect(() =>
    callReportingErrors(() => {
      throw bug
    }, null),
  ).not.toThrow()
}

describe('callReportingErrors', () => {
  it('calls the callback with its argument', () => {
    const callback = vi.fn()
    callReportingErrors(callback, 42)
    expect(callback).toHaveBeenCalledWith(42)
  })

  it('reports what the callback throws with reportError, and returns', () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const bug = new Error('host bug')
    callThrowing(bug)
    expect(reported).toEqual([bug])
  })

  it('without reportError (Node), rethrows it from a timer, after the caller went on', () => {
    vi.useFakeTimers()
    vi.stubGlobal('reportError', undefined)
    const bug = new Error('host bug')
    callThrowing(bug)
    expect(() => vi.runAllTimers()).toThrow(bug)
  })
})
