import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '../../../../../tooling/propertyRuns.mjs'
import { WIDGET_CONFIG_KEYS } from './constants.js'
import { BASE, check, expectOneIssue, issuesOf, KEY, valid, warningsOf } from './testkit.js'
import type { WidgetConfigIssue } from './types.js'
import { validateWidgetConfig, validateWidgetConfigOrThrow } from './validateWidgetConfig.js'
import { WidgetConfigError } from './WidgetConfigError.js'

const ANYTHING = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
})

function expectWellFormed(result: ReturnType<typeof validateWidgetConfig>) {
  const reports: WidgetConfigIssue[] = result.ok
    ? result.warnings
    : [...result.issues, ...result.warnings]
  if (!result.ok) expect(result.issues.length).toBeGreaterThan(0)
  for (const report of reports) {
    expect(typeof report.path).toBe('string')
    expect(typeof report.message).toBe('string')
    expect(report.message.length).toBeGreaterThan(10)
    expect(report.message.length).toBeLessThan(600)
  }
}

function thrownBy(run: () => unknown): WidgetConfigError {
  try {
    run()
  } catch (error) {
    return error as WidgetConfigError
  }
  throw new Error('expected a throw')
}

const hostile = (traps: ProxyHandler<object>, target: object = { ...BASE }) =>
  new Proxy(target, traps)
const boom = () => {
  throw new Error(`boom ${KEY}`)
}
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return proxy
}

describe('hostile inputs never throw', () => {
  it('any value at all as the configuration (property)', () => {
    fc.assert(
      fc.property(ANYTHING, (input) => {
        const result = validateWidgetConfig(input)
        expectWellFormed(result)
        expect(result.ok).toBe(false)
      }),
      { numRuns: propertyRuns(1000) },
    )
  })

  it('any value in any known field (property)', () => {
    const fields = fc.record(
      Object.fromEntries(WIDGET_CONFIG_KEYS.map((key) => [key, ANYTHING])) as Record<
        string,
        typeof ANYTHING
      >,
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fields, (values) => expectWellFormed(check(values))),
      { numRuns: propertyRuns(1000) },
    )
  })

  it('any keys with any values (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary' }), ANYTHING), (extra) => {
        expectWellFormed(check(extra))
      }),
      { numRuns: propertyRuns(1000) },
    )
  })

  it.each([
    ['null', null, 'got null'],
    ['undefined', undefined, 'got undefined'],
    ['a number', 42, 'got the number 42'],
    ['a string', 'hostApiKey=x', 'got the string "hostApiKey=x"'],
    ['a symbol', Symbol('cfg'), 'got a symbol'],
    ['a function', () => BASE, 'got a function'],
    ['an array', [BASE], 'got an array of 1 item'],
    ['a Map', new Map(Object.entries(BASE)), 'got an instance of Map'],
    ['a Date', new Date(0), 'got an instance of Date'],
    [
      'a class instance',
      new (class Settings {
        hostAppName = 'x'
      })(),
      'got an instance of Settings. Pass an object literal such as { ...config }.',
    ],
    ['a revoked Proxy', revoked(), 'could not be read'],
    ['a Proxy whose getPrototypeOf throws', hostile({ getPrototypeOf: boom }), 'could not be read'],
    ['a Proxy whose ownKeys throws', hostile({ ownKeys: boom }), 'could not be read'],
  ])('%s is one root issue', (_, input, text) => {
    const result = validateWidgetConfig(input)
    expect(result).toEqual({
      ok: false,
      issues: [{ path: '', message: expect.stringContaining(text) }],
      warnings: [],
    })
    expect(JSON.stringify(result)).not.toContain(KEY)
  })

  it('a Proxy whose get trap throws: every field is an issue, never the error text', () => {
    const result = validateWidgetConfig(hostile({ get: boom }))
    if (result.ok) throw new Error('expected issues')
    expect(result.issues).toEqual(
      Object.keys(BASE).map((key) => ({
        path: key,
        message: `${key} could not be read: reading it threw an error.`,
      })),
    )
  })

  it('a Proxy whose getOwnPropertyDescriptor throws: each known field is unreadable', () => {
    const result = validateWidgetConfig(hostile({ getOwnPropertyDescriptor: boom }))
    if (result.ok) throw new Error('expected issues')
    expect(result.issues.map((issue) => issue.message)).toEqual(
      Object.keys(BASE).map((key) => `${key} could not be read: reading it threw an error.`),
    )
  })

  it('a transparent Proxy of a valid config is valid', () => {
    expect(validateWidgetConfig(new Proxy({ ...BASE }, {})).ok).toBe(true)
  })

  it('a throwing getter is an issue for that field only', () => {
    const input = {
      ...BASE,
      get swapAsset(): string {
        return boom()
      },
    }
    expect(validateWidgetConfig(input)).toEqual({
      ok: false,
      issues: [
        { path: 'swapAsset', message: 'swapAsset could not be read: reading it threw an error.' },
      ],
      warnings: [],
    })
  })

  it('reads each getter once, so a value cannot change between checks', () => {
    let reads = 0
    const input = {
      ...BASE,
      get variant() {
        reads++
        return reads === 1 ? 'embedded-desktop' : 'desktop'
      },
    }
    expectOneIssue(input, 'containerNode', /required with variant 'embedded-desktop'/)
    expect(reads).toBe(1)
  })

  it('objects with __proto__ and constructor keys (as JSON.parse makes them)', () => {
    const input = JSON.parse(
      `{"hostAppName":"a","hostLogoUrl":"https://e.x/l.png","hostApiKey":"k12345678","__proto__":{"hostApiKey":"evil"},"constructor":{"prototype":{"polluted":true}}}`,
    )
    const result = validateWidgetConfig(input)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.config.hostApiKey).toBe('k12345678')
    expect(result.warnings.map((warning) => warning.path)).toEqual(['__proto__', 'constructor'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(result.config)).toBe(Object.prototype)
  })

  it('Object.create(null) and objects from another realm are plain objects', () => {
    expect(validateWidgetConfig(Object.assign(Object.create(null), BASE)).ok).toBe(true)
    const foreign = runInNewContext(
      '({ hostAppName: "a", hostLogoUrl: "https://e.x/l", hostApiKey: "k" })',
    )
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype)
    expect(validateWidgetConfig(foreign).ok).toBe(true)
  })

  it('frozen inputs work and are not mutated', () => {
    const input = Object.freeze({
      ...BASE,
      enabledFlows: Object.freeze(['ONRAMP', 'OFFRAMP']),
      paymentMethodType: 'SEPA',
    })
    const before = JSON.stringify(input)
    expect(validateWidgetConfig(input).ok).toBe(true)
    expect(JSON.stringify(input)).toBe(before)
  })

  it('non-enumerable properties are ignored, like object spread does', () => {
    const input = { ...BASE }
    Object.defineProperty(input, 'variant', { value: 'nonsense', enumerable: false })
    expect(valid(input).variant).toBe('auto')
  })

  it.each([
    ['a symbol', Symbol('x'), 'a symbol'],
    ['a function', () => 1, 'a function'],
    ['a revoked Proxy', revoked(), 'a value that could not be inspected'],
    ['an object whose toString throws', { toString: boom, valueOf: boom }, 'an object'],
    [
      'a Proxy whose every trap throws',
      new Proxy({}, { get: boom, getPrototypeOf: boom, ownKeys: boom, has: boom }),
      'could not be inspected',
    ],
  ])('%s as a field value is an ordinary issue', (_, value, text) => {
    for (const key of [
      'hostAppName',
      'swapAmount',
      'fiatValue',
      'variant',
      'paymentMethodType',
      'defaultFlow',
    ]) {
      const issues = issuesOf({ [key]: value, fiatCurrency: 'EUR' })
      expect(issues).toHaveLength(1)
      expect(issues[0]!.path).toBe(key)
      expect(issues[0]!.message).toContain(text.startsWith('could') ? '' : text)
    }
  })

  it('revoked or throwing Proxies in array and element fields are issues', () => {
    expectOneIssue({ enabledFlows: revoked() }, 'enabledFlows', /could not be read/)
    expectOneIssue(
      { enabledFlows: new Proxy(['ONRAMP'], { get: boom }) },
      'enabledFlows',
      /could not be read/,
    )
    expectOneIssue({ swapAsset: revoked() }, 'swapAsset', /.+/)
    expectOneIssue(
      { variant: 'embedded-desktop', containerNode: revoked() },
      'containerNode',
      /must be a DOM element/,
    )
    expectOneIssue(
      { variant: 'embedded-desktop', containerNode: new Proxy({}, { get: boom }) },
      'containerNode',
      /must be a DOM element/,
    )
  })

  it('huge strings are fine where the spec allows any string, and cheap to reject elsewhere', () => {
    const huge = 'x'.repeat(5_000_000)
    expect(valid({ hostAppName: huge }).hostAppName).toHaveLength(5_000_000)
    const start = performance.now()
    for (const key of [
      'selectedCountryCode',
      'url',
      'variant',
      'paymentMethodType',
      'swapAmount',
    ]) {
      const issues = issuesOf({ [key]: huge })
      expect(issues.length).toBeGreaterThan(0)
      for (const issue of issues) expect(issue.message.length).toBeLessThan(600)
    }
    // Where spec 2.11 states no format, a huge odd value is a warning, just as short.
    for (const key of ['swapAsset', 'defaultAsset', 'fiatCurrency', 'userEmailAddress']) {
      const warnings = warningsOf({ [key]: huge })
      expect(warnings.length).toBeGreaterThan(0)
      for (const warning of warnings) expect(warning.message.length).toBeLessThan(600)
    }
    expect(performance.now() - start).toBeLessThan(5_000)
  })

  it('a huge list of valid assets is accepted', () => {
    const list = Array.from({ length: 100_000 }, (_, index) => `C${index}_*`).join(',')
    expect(valid({ swapAsset: list }).swapAsset).toBe(list)
  })
})

describe('the hostApiKey never appears in a message', () => {
  // Keys as long as real ones, of any characters; the key is also pasted into other fields.
  const key = fc
    .string({ minLength: 8, maxLength: 40, unit: 'binary' })
    .filter((k) => k.trim() !== '')
  const misplaced = (k: string) =>
    fc.record(
      {
        swapAsset: fc.constantFrom(k, `ETH_ETH,${k}`, `${k},${k}`),
        offrampAsset: fc.constant(`x${k}x`),
        defaultAsset: fc.constant(k),
        swapAmount: fc.constantFrom(k, ` ${k}`),
        fiatCurrency: fc.constant(k),
        fiatValue: fc.constant(k),
        enabledFlows: fc.constantFrom([k], k),
        defaultFlow: fc.constant(k),
        userEmailAddress: fc.constant(k),
        selectedCountryCode: fc.constant(k),
        url: fc.constantFrom(
          k,
          `https://w.example/?hostApiKey=${encodeURIComponent(k)}`,
          `javascript:${k}`,
        ),
        finalUrl: fc.constant(`ftp://${k}`),
        variant: fc.constant(k),
        paymentMethodType: fc.constant(k),
        containerNode: fc.constant(k),
        hideExitButton: fc.constant(k),
        [k]: fc.constant(k),
        [`${k}x`]: fc.constant(1),
      },
      { requiredKeys: [] },
    )

  it('in issues, warnings, paths, or the thrown error (property)', () => {
    fc.assert(
      fc.property(
        key.chain((k) => fc.tuple(fc.constant(k), misplaced(k))),
        ([k, fields]) => {
          const input = { ...BASE, hostApiKey: k, ...fields }
          const result = validateWidgetConfig(input)
          const reports = result.ok ? result.warnings : [...result.issues, ...result.warnings]
          for (const report of reports) {
            expect(report.path).not.toContain(k)
            expect(report.message).not.toContain(k)
          }
          if (!result.ok) {
            const error = thrownBy(() => validateWidgetConfigOrThrow(input))
            expect(error).toBeInstanceOf(WidgetConfigError)
            expect(error.message).not.toContain(k)
            expect(JSON.stringify(error.issues)).not.toContain(JSON.stringify(k).slice(1, -1))
          }
        },
      ),
      { numRuns: propertyRuns(1000) },
    )
  })

  it('a hostApiKey of the wrong type is described by type only', () => {
    for (const value of [
      12345678901234,
      12345678901234n,
      ['secret-value-1'],
      { k: 'secret-value-1' },
    ]) {
      const result = check({ hostApiKey: value })
      expect(JSON.stringify(result)).not.toMatch(/12345678901234|secret-value-1/)
    }
  })

  it('a key that its own placeholder would spell is still removed', () => {
    for (const k of ['Key]', '[hostApiKey]', 'hostApiKey', '****', 'key]***']) {
      const result = check({ hostApiKey: k, swapAsset: `bad ${k} bad`, variant: k })
      if (result.ok) throw new Error('expected issues')
      for (const issue of result.issues) expect(issue.message).not.toContain(k)
    }
  })
})
