import { describe, expect, it } from 'vitest'
import { BASE, expectOneIssue, KEY, valid, warningsOf } from '../testkit.js'
import { validateWidgetConfig } from '../validateWidgetConfig.js'

describe('required fields (hostAppName, hostApiKey, hostLogoUrl)', () => {
  it('accepts the three required fields and keeps them as given', () => {
    expect(valid()).toMatchObject(BASE)
  })

  it('reports every missing required field at once', () => {
    const result = validateWidgetConfig({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((issue) => issue.path).sort()).toEqual([
      'hostApiKey',
      'hostAppName',
      'hostLogoUrl',
    ])
    const byPath = Object.fromEntries(result.issues.map((issue) => [issue.path, issue.message]))
    expect(byPath).toEqual({
      hostApiKey: 'hostApiKey is required.',
      hostAppName: 'hostAppName is required.',
      hostLogoUrl: 'hostLogoUrl is required.',
    })
  })

  it.each([
    ['hostAppName', '', /must be a non-blank string, got an empty string\.$/],
    ['hostAppName', '   ', /must be a non-blank string, got a blank string\.$/],
    ['hostAppName', 42, /must be a string, got the number 42/],
    ['hostAppName', null, /must be a string, got null/],
    ['hostApiKey', '', /must be a non-blank string, got an empty string/],
    ['hostApiKey', ['k'], /must be a string, got an array/],
  ])('%s = %j is an issue', (key, value, pattern) => {
    expectOneIssue({ [key]: value }, key, pattern)
  })

  it('undefined counts as absent', () => {
    expectOneIssue({ hostApiKey: undefined }, 'hostApiKey', /is required/)
  })

  it('never prints a non-string hostApiKey either: only its type', () => {
    const message = expectOneIssue({ hostApiKey: 987654321 }, 'hostApiKey', /got a number\.$/)
    expect(message).not.toContain('987654321')
  })

  it('points at a misspelt key when the required one is missing', () => {
    const { hostApiKey: _, ...rest } = BASE
    const result = validateWidgetConfig({ ...rest, hostApikey: KEY })
    if (result.ok) throw new Error('expected issues')
    expect(result.issues).toEqual([
      {
        path: 'hostApiKey',
        message: expect.stringContaining('hostApiKey is required. Misspelt as "hostApikey"?'),
      },
    ])
    expect(result.warnings[0]).toMatchObject({
      path: 'hostApikey',
      message: expect.stringContaining("Did you mean 'hostApiKey'?"),
    })
  })

  it('warns (without echoing it) when the key has surrounding whitespace', () => {
    const warnings = warningsOf({ hostApiKey: `${KEY}\n` })
    expect(warnings).toEqual([{ path: 'hostApiKey', message: expect.stringMatching(/whitespace/) }])
    expect(warnings[0]!.message).not.toContain(KEY)
  })
})
