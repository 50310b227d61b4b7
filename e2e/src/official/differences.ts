import { readFileSync } from 'node:fs'
import { firstDifference } from './compareUrls.js'
import type { ConfigJson } from './configs.js'
import type { Outcome, Outcomes } from './outcomes.js'

/** One entry of packages/core/src/compat/differences.json: a difference kept on purpose. */
export interface KnownDifference {
  id: string
  what: string
  official: string
  rampkit: string
  reason: string
}

export const DIFFERENCES_FILE = new URL(
  '../../../packages/core/src/compat/differences.json',
  import.meta.url,
)

/** The allow-list, as the docs render it. */
export function knownDifferences(): KnownDifference[] {
  return JSON.parse(readFileSync(DIFFERENCES_FILE, 'utf8')) as KnownDifference[]
}

/** What comparing one case found. */
export type Verdict =
  | { same: true; allowed: string[] }
  | { same: false; difference: string; allowed: string[] }

const isHttp = (url: string) => /^https?:$/.test(new URL(url).protocol)

const describe = (outcome: Outcome) =>
  'url' in outcome ? `showed ${outcome.url}` : `threw in ${outcome.threw}: ${outcome.message}`

/**
 * The official SDK's URL as rampkit writes it when `url`'s own query names a parameter the SDK
 * writes too (`url-query-replaced`): the official URL carries both values, rampkit the
 * configuration's, in place of the first.
 */
function withQueryReplaced(officialUrl: string, config: ConfigJson): string {
  let own: URLSearchParams
  try {
    own = new URL(String(config.url)).searchParams
  } catch {
    return officialUrl
  }
  const url = new URL(officialUrl)
  const params = [...url.searchParams]
  const out = new URLSearchParams()
  for (const [index, [key, value]] of params.entries()) {
    const later = params.findIndex(([other], at) => other === key && at > index)
    // The url's own value, written again later by the SDK: rampkit keeps the later value here.
    if (own.has(key) && later !== -1) out.append(key, params[later]![1])
    else if (!own.has(key) || params.findIndex(([other]) => other === key) === index)
      out.append(key, value)
  }
  url.search = out.toString()
  return url.href
}

/**
 * Compares what the official SDK and compat did with `config`: the same throw or no throw (and
 * where), the same widget URL parameters (widgetInstanceId and sdkVersion values aside), the
 * same head. A difference is accepted only when `allowed` (the ids of differences.json) names
 * what explains it; anything else is reported.
 */
export function compareOutcomes(
  config: ConfigJson,
  { official, compat, fontLink }: Outcomes,
  allowed: ReadonlySet<string>,
): Verdict {
  const used: string[] = []
  const explained = (id: string) => {
    if (!allowed.has(id)) return false
    used.push(id)
    return true
  }
  const differ = (difference: string): Verdict => ({ same: false, difference, allowed: used })
  if (fontLink.official !== fontLink.compat) {
    if (!(fontLink.official && !fontLink.compat && explained('google-fonts')))
      return differ(`fonts link: official ${fontLink.official}, compat ${fontLink.compat}`)
  }
  if ('threw' in official || 'threw' in compat) {
    if ('threw' in official && 'threw' in compat && official.threw === compat.threw)
      return { same: true, allowed: used }
    const refusedAddress =
      'url' in official &&
      'threw' in compat &&
      compat.threw === 'show' &&
      !isHttp(official.url) &&
      explained('url-not-http')
    if (refusedAddress) return { same: true, allowed: used }
    return differ(`official ${describe(official)}; compat ${describe(compat)}`)
  }
  const difference = firstDifference(official.url, compat.url)
  if (!difference) return { same: true, allowed: used }
  if (
    !firstDifference(withQueryReplaced(official.url, config), compat.url) &&
    explained('url-query-replaced')
  )
    return { same: true, allowed: used }
  return differ(difference)
}
