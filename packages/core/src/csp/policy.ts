import { CspError } from './CspError.js'

/**
 * A policy as directives: each name (lower case) with its source list in order. A directive
 * with an empty list is written as its name alone.
 */
export type CspDirectives = Readonly<Record<string, readonly string[]>>

// A header value holds no control characters but the tab: a line break there would start a
// header of its own (response splitting).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/
// CSP3's directive-name: ASCII letters, digits and `-`.
const DIRECTIVE_NAME = /^[a-z0-9-]+$/i

/**
 * One policy (`a-src x y; b-src z`) as directives, as a browser reads it: names in lower case,
 * the first of a repeated directive kept (browsers ignore the later ones), empty and malformed
 * entries left out. A header with several policies (`,`-separated) is `parseCspHeader`'s.
 */
export function parseCsp(policy: string): Record<string, string[]> {
  checkHeaderText(policy)
  const directives: Record<string, string[]> = {}
  for (const entry of policy.split(';')) {
    const [name, ...sources] = entry.trim().split(/[\t\n\f\r ]+/)
    if (!name || !DIRECTIVE_NAME.test(name)) continue
    const key = name.toLowerCase()
    if (!Object.hasOwn(directives, key)) directives[key] = sources
  }
  return directives
}

/** A `Content-Security-Policy` header value: its policies (`,`-separated), each parsed. */
export function parseCspHeader(header: string): Record<string, string[]>[] {
  checkHeaderText(header)
  return header
    .split(',')
    .filter((policy) => policy.trim() !== '')
    .map(parseCsp)
}

/**
 * Directives as one policy of a header value: `name source source; name source`. Every name and
 * source is checked: one holding `;`, `,`, a blank or a control character could end its
 * directive and start another, so it is refused with `CspError` (`INVALID_POLICY`).
 */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      if (!DIRECTIVE_NAME.test(name)) {
        throw new CspError(`${JSON.stringify(name)} is not a directive name.`, {
          code: 'INVALID_POLICY',
          field: 'policy',
        })
      }
      for (const source of sources) {
        if (source === '' || /[;,\s]/.test(source) || CONTROL.test(source)) {
          throw new CspError(
            `The source ${JSON.stringify(source)} of ${name} would not stay one source.`,
            { code: 'INVALID_POLICY', field: 'policy' },
          )
        }
      }
      return [name.toLowerCase(), ...sources].join(' ')
    })
    .join('; ')
}

/**
 * Where a browser looks when a policy lacks a fetch directive (CSP3 §6.8.3): `frame-src` falls
 * back to `child-src`, then `default-src`; the others to `default-src`.
 */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  'frame-src': ['child-src', 'default-src'],
  'child-src': ['default-src'],
}

/**
 * The sources `name` allows in `policy` as a browser applies it: its own list, else its
 * fallback's, else `undefined` (no restriction at all).
 */
function effectiveSources(
  policy: Readonly<Record<string, readonly string[]>>,
  name: string,
): readonly string[] | undefined {
  for (const key of [name, ...(FALLBACKS[name] ?? ['default-src'])]) {
    if (Object.hasOwn(policy, key)) return policy[key]
  }
  return undefined
}

/**
 * `needed` added to the host's own policy, so that the page allows the widget and nothing else
 * changes for it:
 * - a directive the policy has gets the sources it lacks (`'none'` alone is replaced);
 * - a directive it lacks but whose fallback (`default-src`, `child-src`) restricts is written
 *   with the fallback's sources and the needed ones: what the page loaded before it still may;
 * - a directive that nothing restricts stays absent (adding it would narrow the page).
 * Every policy of a `,`-separated header is extended (each is enforced on its own); the others'
 * directives and their order are kept. An empty `policy` gives `needed` as it is.
 */
export function mergeCsp(policy: string, needed: CspDirectives): string {
  checkHeaderText(policy)
  serializeCsp(needed)
  const policies = parseCspHeader(policy)
  if (policies.length === 0) return serializeCsp(needed)
  return policies
    .map((directives) => {
      const merged: Record<string, string[]> = { ...directives }
      for (const [name, sources] of Object.entries(needed)) {
        const key = name.toLowerCase()
        const current = effectiveSources(directives, key)
        if (current === undefined) continue
        const kept = current.filter((source) => source.toLowerCase() !== "'none'")
        merged[key] = [...kept, ...sources.filter((source) => !kept.includes(source))]
      }
      return serializeCsp(merged)
    })
    .join(', ')
}

function checkHeaderText(text: string): void {
  if (typeof text !== 'string' || CONTROL.test(text)) {
    throw new CspError(
      'A Content-Security-Policy must be text without line breaks or control characters.',
      { code: 'INVALID_POLICY', field: 'policy' },
    )
  }
}
