// No browser here: a controller can be made (a component renders on the server), not shown.
import { describe, expect, it } from 'vitest'
import { WidgetEnvironmentError } from '../mount/environment.js'
import { BASE } from '../mount/testing/harness.js'
import { createWidgetController } from './createWidgetController.js'

describe('createWidgetController on a server', () => {
  it('creates and reads without a DOM; show throws WidgetEnvironmentError', () => {
    expect(typeof window).toBe('undefined')
    const c = createWidgetController(BASE)
    c.setConfig({ ...BASE, fiatCurrency: 'EUR' })
    expect(c.getSnapshot()).toEqual({ isOpen: false, events: [] })
    expect(() => c.show()).toThrow(WidgetEnvironmentError)
    c.close()
    c.reset()
  })
})
