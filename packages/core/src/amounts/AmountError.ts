/**
 * Why an `AmountError` was thrown: an amount that is not a non-negative decimal string
 * (`toBaseUnits`) or integer string of base units (`fromBaseUnits`) (`INVALID_AMOUNT`), a
 * `decimals` outside 0 to 255 (`INVALID_DECIMALS`), or more fraction digits than `decimals`
 * allows (`TOO_MANY_DECIMALS`).
 */
export type AmountErrorCode = 'INVALID_AMOUNT' | 'INVALID_DECIMALS' | 'TOO_MANY_DECIMALS'

/** A crypto amount or `decimals` value the helpers refuse rather than guess or round. */
export class AmountError extends RangeError {
  override name = 'AmountError' as const
  code: AmountErrorCode

  constructor(code: AmountErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/** A short, quoted rendering of any value for error messages. */
export function describeAmount(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value !== 'string') return `(a ${value === null ? 'null' : typeof value})`
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** `decimals` must be a whole number of decimal places (0 to 255, as ERC-20's uint8). */
export function checkDecimals(decimals: unknown): number {
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 255
  ) {
    throw new AmountError(
      'INVALID_DECIMALS',
      `Invalid decimals ${typeof decimals === 'number' ? decimals : describeAmount(decimals)}: expected an integer from 0 to 255`,
    )
  }
  return decimals
}
