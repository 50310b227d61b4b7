import { isCurrencyCode } from '@rampkit/core'
import type { Handler } from 'hono'
import { isIpAddress } from '../catalog/geo.js'
import { assetInfo, legacyAssetInfo, offrampAssetInfo } from '../catalog/views.js'
import { SandboxError } from '../errors.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import { eurCentsTo } from '../pricing/convert.js'
import { centsToNumber } from '../pricing/money.js'
import { shown } from '../pricing/resolve.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import type { HostApiHandlers } from './hostApiRoute.js'
import { viewContext } from './shared.js'

interface AssetQuery {
  fiat: FiatFixture
  features: readonly string[] | undefined
  /** Assets offered at the `userIp` location; `null` = no restriction. */
  allowed: ReadonlySet<string> | null
  includeDisabled: boolean
  includeHidden: boolean
}

function readAssetQuery(state: SandboxState, url: string, legacy: boolean): AssetQuery {
  const query = new QueryReader(url)
  const currencyCode = legacy
    ? undefined
    : query.matching('currencyCode', isCurrencyCode, 'a three-letter currency code')
  const hostApiKey = query.string('hostApiKey')
  const userIp = query.string('userIp', 64)
  if (userIp !== undefined && !isIpAddress(userIp)) {
    query.issues.push({ path: 'userIp', message: 'must be an IPv4 or IPv6 address' })
  }
  const includeDisabled = legacy
    ? query.boolean('onlyEnabled') !== true
    : query.boolean('withDisabled') === true
  const includeHidden = legacy
    ? query.boolean('omitHidden') !== true
    : query.boolean('withHidden') === true
  query.done()

  const fiat = state.catalog.fiat(currencyCode ?? 'EUR')
  if (!fiat) {
    throw new SandboxError('UNKNOWN_CURRENCY', `unknown currency "${shown(currencyCode ?? '')}"`, {
      field: 'currencyCode',
    })
  }
  const countryCode = userIp === undefined ? null : state.catalog.countryOfIp(userIp)
  const supported =
    countryCode === null ? null : state.catalog.country(countryCode)?.supportedAssets
  return {
    fiat,
    // An unknown key is not an error here: it only leaves enabledFeatures out (spec 2.1).
    features: state.isApiKey(hostApiKey) ? [...state.catalog.enabledFeatures] : undefined,
    allowed: supported ? new Set(supported) : null,
    includeDisabled,
    includeHidden,
  }
}

function listed(q: AssetQuery, asset: AssetFixture): boolean {
  return (
    (q.includeDisabled || asset.enabled) &&
    (q.includeHidden || !asset.hidden) &&
    (q.allowed === null || q.allowed.has(asset.id))
  )
}

const percent = (bp: bigint) => Number(bp) / 100

/** GET assets of V3 (on-ramp and off-ramp), V2 and legacy (spec 4.1, 4.2, 4.7, 4.8). */
export function assetHandlers(
  state: SandboxState,
): Pick<
  HostApiHandlers,
  'v3.getAssets' | 'v3.getOfframpAssets' | 'v2.getAssets' | 'legacy.getAssets'
> {
  const { catalog } = state

  const onrampAssets =
    (version: 'v3' | 'v2'): Handler =>
    (c) => {
      const q = readAssetQuery(state, c.req.url, false)
      const ctx = viewContext(state, c)
      const rules = catalog.onrampRules
      const body: Record<string, unknown> = {
        assets: catalog.assets
          .filter((a) => listed(q, a))
          .map((a) => assetInfo(ctx, a, q.fiat, version)),
      }
      if (q.features) body.enabledFeatures = q.features
      body.currencyCode = q.fiat.code
      body.minPurchaseAmount = centsToNumber(eurCentsTo(q.fiat, rules.minAmountEurCents))
      body.maxPurchaseAmount = centsToNumber(eurCentsTo(q.fiat, rules.maxAmountEurCents))
      body.minFeeAmount = centsToNumber(eurCentsTo(q.fiat, rules.minFeeEurCents))
      body.minFeePercent = percent(rules.minFeeBp)
      body.maxFeePercent = percent(rules.maxFeeBp)
      return c.json(body)
    }

  const offrampAssets: Handler = (c) => {
    const q = readAssetQuery(state, c.req.url, false)
    const ctx = viewContext(state, c)
    const rules = catalog.offrampRules
    const body: Record<string, unknown> = {
      assets: catalog.assets
        .filter((a) => a.offramp !== null && listed(q, a))
        .map((a) => offrampAssetInfo(ctx, a, q.fiat)),
    }
    if (q.features) body.enabledFeatures = q.features
    body.currencyCode = q.fiat.code
    body.minPurchaseAmount = centsToNumber(eurCentsTo(q.fiat, rules.minAmountEurCents))
    body.maxPurchaseAmount = centsToNumber(eurCentsTo(q.fiat, rules.maxAmountEurCents))
    return c.json(body)
  }

  const legacyAssets: Handler = (c) => {
    const q = readAssetQuery(state, c.req.url, true)
    const ctx = viewContext(state, c)
    const rules = catalog.onrampRules
    const body: Record<string, unknown> = {
      assets: catalog.assets.filter((a) => listed(q, a)).map((a) => legacyAssetInfo(ctx, a)),
    }
    if (q.features) body.enabledFeatures = q.features
    body.minPurchaseAmountEur = centsToNumber(rules.minAmountEurCents)
    body.maxPurchaseAmountEur = centsToNumber(rules.maxAmountEurCents)
    body.minFeeAmountEur = centsToNumber(rules.minFeeEurCents)
    body.minFeePercent = percent(rules.minFeeBp)
    body.maxFeePercent = percent(rules.maxFeeBp)
    return c.json(body)
  }

  return {
    'v3.getAssets': onrampAssets('v3'),
    'v3.getOfframpAssets': offrampAssets,
    'v2.getAssets': onrampAssets('v2'),
    'legacy.getAssets': legacyAssets,
  }
}
