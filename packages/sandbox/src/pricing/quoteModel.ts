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

function effectiveBp(p: MethodPricing): bigint {
  return minBig(maxBig(p.feeBp, p.minFeeBp), p.maxFeeBp)
}

export function quoteOnrampMethod(p: MethodPricing, amount: QuoteAmount): MethodQuote {
  const q = effectiveBp(p)
  const A = p.minFeeCents
  const nf = p.networkFeeCents
  let fiatCents: bigint
  let cryptoUnits: bigint
  if (amount.kind === 'fiat') {
    const F = amount.cents
    // net value in 1/10000 cents: min(F − A, (1 − q)F) − nf
    const netBp = minBig((F - A - nf) * BP, (BP - q) * F - nf * BP)
    fiatCents = F
    // 1 cent = 10^4 micro-units, so netBp is the net value in micro-fiat
    cryptoUnits = floorDiv(netBp * pow10(p.decimals), p.priceMicro)
  } else {
    const U = amount.units
    // crypto value V = U·P / 10^(d+4) cents; need F − max(A, qF) − nf >= V
    const den = pow10(p.decimals + 4)
    const vNum = U * p.priceMicro
    const withMinFee = ceilDiv(vNum + (nf + A) * den, den)
    const withPercent = ceilDiv((vNum + nf * den) * BP, den * (BP - q))
    fiatCents = maxBig(withMinFee, withPercent)
    cryptoUnits = U
  }
  return {
    fiatCents,
    cryptoUnits,
    baseFeeCents: roundHalfUpDiv(p.feeBp * fiatCents, BP),
    appliedFeeCents: maxBig(A, roundHalfUpDiv(q * fiatCents, BP)),
    networkFeeCents: nf,
  }
}

export function quoteOfframpMethod(p: MethodPricing, amount: QuoteAmount): MethodQuote {
  const q = effectiveBp(p)
  const A = p.minFeeCents
  const den = pow10(p.decimals + 4)
  let units: bigint
  if (amount.kind === 'crypto') {
    units = amount.units
  } else {
    // smallest U with min(V − A, (1 − q)V) >= F, V = U·P / den
    const F = amount.cents
    units = maxBig(
      ceilDiv((F + A) * den, p.priceMicro),
      ceilDiv(F * BP * den, (BP - q) * p.priceMicro),
    )
  }
  const vNum = units * p.priceMicro
  const fiatCents = minBig(floorDiv(vNum, den) - A, floorDiv(vNum * (BP - q), den * BP))
  return {
    fiatCents,
    cryptoUnits: units,
    baseFeeCents: roundHalfUpDiv(p.feeBp * vNum, den * BP),
    appliedFeeCents: maxBig(A, roundHalfUpDiv(q * vNum, den * BP)),
    networkFeeCents: 0n,
  }
}
