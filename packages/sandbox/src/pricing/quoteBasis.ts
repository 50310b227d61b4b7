import type { Catalog } from '../catalog/catalog.js'
import type { AssetFixture } from '../fixtures/assets.js'
import type { FiatFixture } from '../fixtures/currencies.js'
import type { MethodFixture } from '../fixtures/methods.js'
import { maxBig, minBig } from './bigmath.js'
import { eurCentsTo } from './convert.js'
import { type FlowLimits, flowLimits } from './limits.js'
import { networkFeeCents } from './networkFee.js'
import type { PriceSnapshot } from './priceFeed.js'
import { type PreparedPricing, preparePricing } from './quoteModel.js'
import type { Flow } from './resolve.js'

/** A method's fiat range in the quote currency: the asset's limits narrowed by its own. */
export interface MethodLimits extends FlowLimits {
  minCents: bigint
  maxCents: bigint
}

export interface BasisMethod {
  readonly method: MethodFixture
  readonly pricing: PreparedPricing
  readonly limits: MethodLimits
  /**
   * Methods with the same fee and the same limits get the same quote for any amount (card,
   * Apple Pay and Google Pay do): a quote prices one method of each group.
   */
  readonly group: number
}

/**
 * What every quote of one asset, currency and flow shares at one price step: the limits, the
 * price, and each method of the flow that takes the currency with its fee model prepared and
 * its own limits, in catalog order. Nothing here depends on the amount.
 */
export interface QuoteBasis {
  readonly catalog: Catalog
  readonly asset: AssetFixture
  readonly fiat: FiatFixture
  readonly limits: FlowLimits
  /** Fiat micro-units per whole asset unit. */
  readonly priceMicro: bigint
  readonly priceEurMicro: bigint
  readonly methods: readonly BasisMethod[]
}

/** The bases of one price step, by flow, asset and currency (fixture objects: no keys to build). */
interface StepBases {
  count: number
  readonly onramp: Map<AssetFixture, Map<FiatFixture, QuoteBasis>>
  readonly offramp: Map<AssetFixture, Map<FiatFixture, QuoteBasis>>
}

// A step's bases are collected with its snapshot (the price feed keeps only the current one).
let steps: WeakMap<PriceSnapshot, StepBases> | undefined
// The catalog has a few dozen assets × currencies × flows; callers passing their own fixture
// objects each time cannot make a step hold more than this.
const MAX_BASES_PER_STEP = 4096

/** The basis of a quote, worked out once per price step (`snapshot`), asset, currency and flow. */
export function quoteBasis(
  catalog: Catalog,
  snapshot: PriceSnapshot,
  flow: Flow,
  asset: AssetFixture,
  fiat: FiatFixture,
): QuoteBasis {
  steps ??= new WeakMap()
  let step = steps.get(snapshot)
  if (step === undefined) {
    step = { count: 0, onramp: new Map(), offramp: new Map() }
    steps.set(snapshot, step)
  }
  let byFiat = step[flow].get(asset)
  let basis = byFiat?.get(fiat)
  if (basis !== undefined && basis.catalog === catalog) return basis
  basis = buildBasis(catalog, snapshot, flow, asset, fiat)
  if (step.count >= MAX_BASES_PER_STEP) {
    step.onramp.clear()
    step.offramp.clear()
    step.count = 0
    byFiat = undefined
  }
  if (byFiat === undefined) {
    byFiat = new Map()
    step[flow].set(asset, byFiat)
  }
  byFiat.set(fiat, basis)
  step.count++
  return basis
}

function buildBasis(
  catalog: Catalog,
  snapshot: PriceSnapshot,
  flow: Flow,
  asset: AssetFixture,
  fiat: FiatFixture,
): QuoteBasis {
  const limits = flowLimits(catalog, asset, fiat, flow)
  const rules = flow === 'onramp' ? catalog.onrampRules : catalog.offrampRules
  const priceMicro = snapshot.fiatMicro(asset, fiat)
  const minFeeCents = eurCentsTo(fiat, rules.minFeeEurCents)
  const networkFee = flow === 'onramp' ? networkFeeCents(catalog, asset, fiat) : 0n
  const all: readonly MethodFixture[] =
    flow === 'onramp' ? catalog.paymentMethods : catalog.payoutMethods
  const methods: BasisMethod[] = []
  for (const method of all) {
    if (!method.currencies.includes(fiat.code)) continue
    const own = methodLimits(limits, method, fiat)
    const twin = methods.find(
      (m) =>
        m.method.feeBp === method.feeBp &&
        m.limits.minCents === own.minCents &&
        m.limits.maxCents === own.maxCents,
    )
    methods.push({
      method,
      pricing: preparePricing({
        priceMicro,
        decimals: asset.decimals,
        feeBp: method.feeBp,
        minFeeBp: rules.minFeeBp,
        maxFeeBp: rules.maxFeeBp,
        minFeeCents,
        networkFeeCents: networkFee,
      }),
      limits: own,
      group: twin === undefined ? methods.length : twin.group,
    })
  }
  return {
    catalog,
    asset,
    fiat,
    limits,
    priceMicro,
    priceEurMicro: snapshot.eurMicro(asset),
    methods,
  }
}

function methodLimits(limits: FlowLimits, method: MethodFixture, fiat: FiatFixture): MethodLimits {
  const { minAmountEurCents: ownMin, maxAmountEurCents: ownMax } = method
  return {
    ...limits,
    minCents:
      ownMin === undefined ? limits.minCents : maxBig(limits.minCents, eurCentsTo(fiat, ownMin)),
    maxCents:
      ownMax === undefined ? limits.maxCents : minBig(limits.maxCents, eurCentsTo(fiat, ownMax)),
  }
}
