import type { FiatFixture } from '../fixtures/currencies.js'
import { roundHalfUpDiv } from './bigmath.js'

/** An amount in EUR cents as cents of `fiat`, rounded half-up (limits, fees, network fees). */
export function eurCentsTo(fiat: FiatFixture, eurCents: bigint): bigint {
  return roundHalfUpDiv(eurCents * 1_000_000n, fiat.eurPerUnitMicro)
}
