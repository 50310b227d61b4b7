import fc from 'fast-check'
import { expect, it } from 'vitest'
import { WIDGET_VARIANTS } from '../widget/config/constants.js'
import { isCspError } from './CspError.js'
import { mergeCsp, parseCsp, parseCspHeader } from './policy.js'
import { widgetCsp } from './widgetCsp.js'

// A source as this helper may write one: an http(s) origin, nothing else.
const ORIGIN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/
const originOf = (url: string) => new URL(url).origin

const variant = fc.constantFrom(...WIDGET_VARIANTS)
const config = fc.record({
  url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
  variant,
})

it('any valid configuration: the policy parses back to its directives, each source an origin given', () => {
  fc.assert(
    fc.property(fc.array(config, { maxLength: 4 }), fc.option(fc.webUrl()), (configs, api) => {
      const csp = widgetCsp(configs, api === null ? {} : { apiBaseUrl: api })
      expect(parseCsp(csp.toString())).toEqual(csp.directives)
      for (const source of csp.directives['frame-src'] ?? []) {
        expect(configs.map((c) => originOf(c.url))).toContain(source)
      }
      expect(csp.directives['connect-src'] ?? []).toEqual(api === null ? [] : [originOf(api)])
      for (const sources of Object.values(csp.directives)) {
        for (const source of sources) expect(source).toMatch(ORIGIN)
      }
      expect(
        Object.keys(csp.directives).every((n) => n === 'frame-src' || n === 'connect-src'),
      ).toBe(true)
    }),
  )
})

// Text an attacker may put in an address: CSP's separators, quotes, keywords and blanks.
const hostile = fc
  .stringMatching(/^[a-z0-9.:/;,'*@%# \t-]{0,30}$/)
  .map((s) => s.replace(/\t/g, ' '))
const attack = fc.constantFrom(
  '; script-src *',
  "'; script-src 'unsafe-inline'",
  ',default-src *',
  ' *',
  '%3B script-src *',
  ';report-uri https://e.example',
)

it('hostile text in an address is refused or stays inside one origin: never a directive of its own', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('https://', 'http://', 'https://app.example', 'https://app.example/', ''),
      hostile,
      attack,
      hostile,
      (start, before, injected, after) => {
        const url = `${start}${before}${injected}${after}`
        for (const run of [
          () => widgetCsp({ url, variant: 'desktop' }),
          () => widgetCsp({}, { apiBaseUrl: url }),
        ]) {
          let header: string
          try {
            header = run().mergeInto("default-src 'self'")
          } catch (error) {
            expect(isCspError(error, 'INVALID_URL')).toBe(true)
            continue
          }
          const [policy, ...others] = parseCspHeader(header)
          expect(others).toEqual([])
          expect(Object.keys(policy!).sort()).toEqual(
            ['connect-src', 'default-src', 'frame-src'].filter((n) => n in policy!).sort(),
          )
          for (const [name, sources] of Object.entries(policy!)) {
            for (const source of sources) {
              if (source !== "'self'") expect(source, name).toMatch(ORIGIN)
            }
          }
        }
      },
    ),
  )
})

const keyword = fc.constantFrom(
  "'self'",
  "'none'",
  "'unsafe-inline'",
  'https:',
  'blob:',
  'data:',
  'https://cdn.example',
  '*',
)
const hostPolicy = fc.dictionary(
  fc.constantFrom(
    'default-src',
    'child-src',
    'frame-src',
    'connect-src',
    'script-src',
    'img-src',
    'style-src',
  ),
  fc.array(keyword, { minLength: 1, maxLength: 3 }),
  { maxKeys: 5 },
)

it("merging keeps every directive and source of the host's policy and adds only the widget's origins", () => {
  fc.assert(
    fc.property(hostPolicy, fc.array(config, { maxLength: 3 }), (host, configs) => {
      const text = Object.entries(host)
        .map(([n, s]) => [n, ...s].join(' '))
        .join('; ')
      const csp = widgetCsp(configs, { apiBaseUrl: 'https://api.example' })
      const merged = parseCsp(csp.mergeInto(text))
      const ours = new Set(Object.values(csp.directives).flat())
      for (const [name, sources] of Object.entries(host)) {
        // Untouched, or extended: only 'none' may go, replaced by the widget's origins.
        const touched = name in csp.directives
        const kept = touched ? merged[name]!.filter((s) => !ours.has(s)) : merged[name]
        const expected = touched ? sources.filter((s) => s !== "'none'" && !ours.has(s)) : sources
        expect(kept).toEqual(expected)
      }
      for (const [name, sources] of Object.entries(merged)) {
        if (name in host) continue
        // A directive the host lacked was written from its fallback, plus our origins.
        expect(name in csp.directives).toBe(true)
        for (const source of sources) {
          const fallback: string[] = [...(host['child-src'] ?? []), ...(host['default-src'] ?? [])]
          expect(ours.has(source) || fallback.includes(source)).toBe(true)
        }
      }
      // The widget is allowed wherever the host restricted its kind of load.
      for (const [name, sources] of Object.entries(csp.directives)) {
        if (merged[name]) for (const source of sources) expect(merged[name]).toContain(source)
      }
    }),
  )
})

it('output of mergeCsp always parses to the same directives again', () => {
  fc.assert(
    fc.property(hostPolicy, (host) => {
      const text = Object.entries(host)
        .map(([n, s]) => [n, ...s].join(' '))
        .join('; ')
      const merged = mergeCsp(text, { 'frame-src': ['https://w.example'] })
      expect(parseCsp(mergeCsp(merged, { 'frame-src': ['https://w.example'] }))).toEqual(
        parseCsp(merged),
      )
    }),
  )
})
