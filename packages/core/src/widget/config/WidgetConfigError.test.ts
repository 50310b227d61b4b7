import { describe, expect, it } from 'vitest'
import { configErrorWithout } from './validation/configErrorWithout.js'
import { WidgetConfigError } from './WidgetConfigError.js'

describe('WidgetConfigError', () => {
  it('is an Error with a name, frozen issues and a message listing them', () => {
    const error = new WidgetConfigError([
      { path: '', message: 'The widget configuration must be a plain object.' },
      { path: 'variant', message: 'variant is wrong.', code: 'WIDGET_VARIANT_UNKNOWN' },
    ])
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('WidgetConfigError')
    expect(error.message).toBe(
      'Invalid widget configuration (2 issues):\n- (config): The widget configuration must be a plain object.\n- variant: variant is wrong.',
    )
    expect(error.issues[1]).toEqual({
      path: 'variant',
      message: 'variant is wrong.',
      code: 'WIDGET_VARIANT_UNKNOWN',
    })
    expect(error.issues[0]).not.toHaveProperty('code')
    expect(Object.isFrozen(error.issues)).toBe(true)
    expect(Object.isFrozen(error.issues[0])).toBe(true)
    expect(String(error)).toMatch(/^WidgetConfigError: Invalid widget configuration \(2 issues\)/)
  })

  it('says "1 issue" for one', () => {
    expect(new WidgetConfigError([{ path: 'a', message: 'b' }]).message).toMatch(/\(1 issue\):/)
  })
})

describe('configErrorWithout', () => {
  it('redacts the secret from issues and from the composed message, even across a join', () => {
    const secret = 'y: hostA'
    const error = configErrorWithout(secret, [
      { path: 'hostApiKey', message: `contains ${secret}` },
      { path: 'x', message: 'fine', code: 'WIDGET_FIELD_REQUIRED' },
    ])
    expect(error).toBeInstanceOf(WidgetConfigError)
    expect(error.message).not.toContain(secret)
    expect(JSON.stringify(error.issues)).not.toContain(secret)
    expect(error.issues[1]).toEqual({ path: 'x', message: 'fine', code: 'WIDGET_FIELD_REQUIRED' })
    expect(Object.isFrozen(error.issues[0])).toBe(true)
  })

  it('leaves everything as it is without a secret, or with one too short to redact', () => {
    const issues = [{ path: 'a', message: 'abc' }]
    expect(configErrorWithout(undefined, issues).issues).toEqual(issues)
    expect(configErrorWithout('ab', issues).message).toContain('abc')
  })
})
