import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CloseHandshake,
  type CloseHandshakeInput,
  INITIAL_CLOSE_HANDSHAKE,
  stepCloseHandshake,
} from './closeHandshake.js'

const READY: CloseHandshake = { ready: true, asking: false }
const ASKING: CloseHandshake = { ready: true, asking: true }

describe('stepCloseHandshake', () => {
  it('closes at once while the widget has not confirmed its configuration', () => {
    for (const input of ['ESCAPE', 'WIDGET_CLOSE_REQUEST'] as const) {
      expect(stepCloseHandshake(INITIAL_CLOSE_HANDSHAKE, input)).toEqual({
        state: INITIAL_CLOSE_HANDSHAKE,
        action: 'close',
      })
    }
  })

  it('asks a ready widget, from the user or from the widget itself', () => {
    expect(stepCloseHandshake(READY, 'ESCAPE')).toEqual({ state: ASKING, action: 'ask' })
    expect(stepCloseHandshake(READY, 'WIDGET_CLOSE_REQUEST')).toEqual({
      state: ASKING,
      action: 'ask',
    })
  })

  it('asks once until answered; a second Escape closes (the widget does not answer)', () => {
    expect(stepCloseHandshake(ASKING, 'WIDGET_CLOSE_REQUEST')).toEqual({
      state: ASKING,
      action: 'none',
    })
    expect(stepCloseHandshake(ASKING, 'ESCAPE')).toEqual({ state: ASKING, action: 'close' })
  })

  it('closes on the confirmation; a cancel lets the next Escape ask again', () => {
    expect(stepCloseHandshake(ASKING, 'WIDGET_CLOSE_REQUEST_CONFIRMED').action).toBe('close')
    const cancelled = stepCloseHandshake(ASKING, 'WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(cancelled).toEqual({ state: READY, action: 'none' })
    expect(stepCloseHandshake(cancelled.state, 'ESCAPE').action).toBe('ask')
  })

  it('follows the configuration: done makes it ready, a failure not (nothing to lose)', () => {
    const done = stepCloseHandshake(INITIAL_CLOSE_HANDSHAKE, 'WIDGET_CONFIG_DONE')
    expect(done).toEqual({ state: READY, action: 'none' })
    const failed = stepCloseHandshake(done.state, 'WIDGET_CONFIG_FAILED')
    expect(failed).toEqual({ state: INITIAL_CLOSE_HANDSHAKE, action: 'none' })
    expect(stepCloseHandshake(failed.state, 'ESCAPE').action).toBe('close')
  })

  it('never traps the user: from any state, Escape twice closes', () => {
    const inputs = fc.constantFrom<CloseHandshakeInput>(
      'WIDGET_CONFIG_DONE',
      'WIDGET_CONFIG_FAILED',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST_CANCELLED',
      'ESCAPE',
    )
    fc.assert(
      fc.property(fc.array(inputs, { maxLength: 20 }), (history) => {
        let state = INITIAL_CLOSE_HANDSHAKE
        for (const input of history) state = stepCloseHandshake(state, input).state
        const first = stepCloseHandshake(state, 'ESCAPE')
        const second = stepCloseHandshake(first.state, 'ESCAPE')
        expect(first.action === 'close' || second.action === 'close').toBe(true)
      }),
    )
  })
})
