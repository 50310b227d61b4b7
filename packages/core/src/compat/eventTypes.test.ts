import { describe, expect, it } from 'vitest'
import { WIDGET_EVENT_TYPES } from '../widget/mount/events.js'
import {
  RAMP_INSTANT_ALL_EVENT_TYPES,
  RAMP_INSTANT_INTERNAL_EVENT_TYPES,
  RAMPKIT_EXTRA_EVENT_TYPES,
  RampInstantEventTypes,
} from './eventTypes.js'

describe('compat event names', () => {
  it('every name is the public ones, then the internal ones, then rampkit’s', () => {
    expect(RAMP_INSTANT_ALL_EVENT_TYPES).toEqual([
      ...Object.values(RampInstantEventTypes),
      ...RAMP_INSTANT_INTERNAL_EVENT_TYPES,
      ...RAMPKIT_EXTRA_EVENT_TYPES,
    ])
  })

  it('are exactly the types createWidget emits', () => {
    expect([...RAMP_INSTANT_ALL_EVENT_TYPES].sort()).toEqual([...WIDGET_EVENT_TYPES].sort())
  })

  it('RampInstantEventTypes is frozen', () => {
    expect(Object.isFrozen(RampInstantEventTypes)).toBe(true)
  })
})
