import { describe, expect, it } from 'vitest'
import { valid, warningsOf } from './testkit.js'

describe('unknown keys', () => {
  it.each([
    ['hostApikey', 'hostApiKey'],
    ['HOSTAPPNAME', 'hostAppName'],
    ['swapAmmount', 'swapAmount'],
    ['defaultFlows', 'defaultFlow'],
    ['hostLogo', 'hostLogoUrl'],
    ['apiKey', 'hostApiKey'],
    ['varaint', 'variant'],
  ])('%s is a warning naming %s', (given, known) => {
    expect(warningsOf({ [given]: 'x' })).toEqual([
      {
        path: given,
        message: `${given} is not a widget configuration parameter of spec 2.11; it is passed to the widget as given. Did you mean '${known}'?`,
      },
    ])
  })

  it.each(['banana', 'constructor', 'toString', 'asset', 'x'])(
    '%s gets no suggestion when nothing is close',
    (given) => {
      expect(warningsOf({ [given]: 1 })).toEqual([
        {
          path: given,
          message: `${given} is not a widget configuration parameter of spec 2.11; it is passed to the widget as given.`,
        },
      ])
    },
  )

  it('keys that are not identifiers are quoted in the path; huge ones are shortened', () => {
    const huge = 'k'.repeat(10_000)
    const warnings = warningsOf({ 'my key': 1, [huge]: 2 })
    expect(warnings.map((warning) => warning.path)).toEqual([
      '["my key"]',
      `["${'k'.repeat(40)}…"]`,
    ])
    expect(warnings[1]!.message.length).toBeLessThan(200)
  })

  it('keys whose values a URL cannot carry (objects, functions) are ignored', () => {
    expect(warningsOf({ onEvent: () => {}, nested: { a: 1 } }).map((w) => w.message)).toEqual([
      'onEvent is not a widget configuration parameter and is ignored.',
      'nested is not a widget configuration parameter and is ignored.',
    ])
  })

  it('symbol keys are reported and ignored', () => {
    expect(warningsOf({ [Symbol('meta')]: 1 })).toEqual([
      {
        path: '[Symbol(meta)]',
        message: '[Symbol(meta)] is not a widget configuration parameter and is ignored.',
      },
    ])
  })

  it('protocol fields are explained', () => {
    expect(warningsOf({ sdkVersion: '1' })).toEqual([
      {
        path: 'sdkVersion',
        message:
          'sdkVersion is set by the SDK itself when it opens the widget: this value is not used.',
      },
    ])
  })

  it('caps the warnings for objects with many unknown keys', () => {
    const many = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`extra${index}`, index]),
    )
    const warnings = warningsOf(many)
    expect(warnings).toHaveLength(21)
    expect(warnings[20]).toEqual({
      path: '',
      message: '480 more keys are not widget configuration parameters.',
    })
  })

  it('unknown keys are not copied into the config', () => {
    expect(warningsOf({ colour: 'red' })).toHaveLength(1)
    expect(valid({ colour: 'red' })).not.toHaveProperty('colour')
  })
})
