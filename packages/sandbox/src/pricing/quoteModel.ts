import { ceilDiv, floorDiv, maxBig, minBig, pow10, roundHalfUpDiv } from './bigmath.js'

/**
 * The fee model of one payment/payout method, on integers only: fiat in cents, crypto in base
 * units, the asset price in micro-fiat per whole unit. The fee on a purchase size x is
 * `max(minFee, clamp(feePercent, minFeePercent, maxFeePercent) · x)`; computations use that
 * exact rational fee, and the answered fees are rounded half-up to the cent.
 *
 * On-ramp: x is fiatValue, what the user pays; crypto bought = (x − fee − networkFee) / price,
 * rounded down to a base unit. Given a crypto amount, fiatValue is the smallest whole-cent
 * amount that buys at least that much (so quoting that fiatValue gives back >= the amount).
 * Off-ramp: x is the value of the crypto sold; fiatValue = x − fee, rounded down to the cent
 * (the user pays the transfer's network fee from their own wallet). Given a fiatValue, the
 * crypto amount is the smallest one that pays out at least that much.
 */
export interface MethodPricing {
  /** Fiat micro-units per whole asset unit. */
  priceMicro: bigint
  decimals: number
  feeBp: bigint
  minFeeBp: bigint
  maxFeeBp: bigint
  minFeeCents: bigint
  networkFeeCents: bigint
}

export type QuoteAmount = { kind: 'fiat'; cents: bigint } | { kind: 'crypto'; units: bigint }

export interface MethodQuote {
  fiatCents: bigint
  /** Base units; zero or less means the amount does not cover the fees. */
  cryptoUnits: bigint
  baseFeeCents: bigint
  appliedFeeCents: bigint
  networkFeeCents: bigint
}

const BP = 10_000n

/**
 * A method's pricing with the terms that do not depend on the amount worked out once (the
 * sandbox prepares each method once per price step): what is left per quote is a handful of
 * bigint operations.
 */
export interface PreparedPricing extends MethodPricing {
  /** The fee rate applied, in basis points: `feeBp` clamped into [minFeeBp, maxFeeBp]. */
  readonly rateBp: bigint
  /** BP − rateBp: what the user keeps of each basis point. */
  readonly keepBp: bigint
  /** 10^decimals: base units per whole unit. */
  readonly unitScale: bigint
  /** 10^(decimals + 4): value numerators (units × micro-price) per cent. */
  readonly centScale: bigint
  readonly minFeeAndNetworkCents: bigint
  /** networkFeeCents · BP */
  readonly networkFeeBp: bigint
  /** 2 · feeBp and 2 · rateBp, for fees rounded half-up to the cent (`halfUpBp`). */
  readonly twiceFeeBp: bigint
  readonly twiceRateBp: bigint
}

export function preparePricing(p: MethodPricing): PreparedPricing {
  const rateBp = minBig(maxBig(p.feeBp, p.minFeeBp), p.maxFeeBp)
  return {
    ...p,
    rateBp,
    keepBp: BP - rateBp,
    unitScale: pow10(p.decimals),
    centScale: pow10(p.decimals + 4),
    minFeeAndNetworkCents: p.minFeeCents + p.networkFeeCents,
    networkFeeBp: p.networkFeeCents * BP,
    twiceFeeBp: 2n * p.feeBp,
    twiceRateBp: 2n * rateBp,
  }
}

const TWICE_BP = 2n * BP

/** rate (bp, given doubled) × cents / BP, rounded half-up: `roundHalfUpDiv` with fewer steps. */
function halfUpBp(twiceRateBp: bigint, cents: bigint): bigint {
  return cents >= 0n
    ? (twiceRateBp * cents + BP) / TWICE_BP
    : roundHalfUpDiv(twiceRateBp * cents, TWICE_BP)
}

/** Pricing given prepared (by `preparePricing`) is used as it is. */
const prepared = (p: MethodPricing): PreparedPricing =>
  'rateBp' in p ? (p as PreparedPricing) : preparePricing(p)

export function quoteOnrampMethod(pricing: MethodPricing, amount: QuoteAmount): MethodQuote {
  const p = prepared(pricing)
  let fiatCents: bigint
  let cryptoUnits: bigint
  if (amount.kind === 'fiat') {
    const paidCents = amount.cents
    // the net value in 1/10000 cents (that is, micro-fiat: a cent is 10^4 micro-units):
    // min(paid − minFee, (1 − rate) · paid) − networkFee
    const netMicro = minBig(
      (paidCents - p.minFeeAndNetworkCents) * BP,
      p.keepBp * paidCents - p.networkFeeBp,
    )
    fiatCents = paidCents
    cryptoUnits = floorDiv(netMicro * p.unitScale, p.priceMicro)
  } else {
    // the crypto's value is units · price / centScale cents; the smallest paid amount with
    // paid − max(minFee, rate · paid) − networkFee >= that value
    const valueNumerator = amount.units * p.priceMicro
    const withMinFee = ceilDiv(valueNumerator + p.minFeeAndNetworkCents * p.centScale, p.centScale)
    const withPercent = ceilDiv(
      (valueNumerator + p.networkFeeCents * p.centScale) * BP,
      p.centScale * p.keepBp,
    )
    fiatCents = maxBig(withMinFee, withPercent)
    cryptoUnits = amount.units
  }
  return {
    fiatCents,
    cryptoUnits,
    baseFeeCents: halfUpBp(p.twiceFeeBp, fiatCents),
    appliedFeeCents: maxBig(p.minFeeCents, halfUpBp(p.twiceRateBp, fiatCents)),
    networkFeeCents: p.networkFeeCents,
  }
}

export function quoteOfframpMethod(pricing: MethodPricing, amount: QuoteAmount): MethodQuote {
  const p = prepared(pricing)
  let units: bigint
  if (amount.kind === 'crypto') {
    units = amount.units
  } else {
    // the smallest units whose value (units · price / centScale) pays out
    // min(value − minFee, (1 − rate) · value) >= the fiat asked for
    const payoutCents = amount.cents
    units = maxBig(
      ceilDiv((payoutCents + p.minFeeCents) * p.centScale, p.priceMicro),
      ceilDiv(payoutCents * BP * p.centScale, p.keepBp * p.priceMicro),
    )
  }
  const valueNumerator = units * p.priceMicro
  const fiatCents = minBig(
    floorDiv(valueNumerator, p.centScale) - p.minFeeCents,
    floorDiv(valueNumerator * p.keepBp, p.centScale * BP),
  )
  return {
    fiatCents,
    cryptoUnits: units,
    baseFeeCents: roundHalfUpDiv(p.feeBp * valueNumerator, p.centScale * BP),
    appliedFeeCents: maxBig(
      p.minFeeCents,
      roundHalfUpDiv(p.rateBp * valueNumerator, p.centScale * BP),
    ),
    networkFeeCents: 0n,
  }
}
