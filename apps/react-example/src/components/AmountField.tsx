import type { PurchaseLimits } from '@rampkit/core'
import { type AmountCheck, describeLimits } from '@rampkit/example-shared'

interface Props {
  value: string
  onChange(text: string): void
  currency: string
  limits?: PurchaseLimits
  check: AmountCheck
}

/** The fiat amount to spend, with the asset's limits and what is wrong with the input. */
export function AmountField({ value, onChange, currency, limits, check }: Props) {
  const invalid = !check.ok && value.trim() !== ''
  return (
    <div className="field">
      <label htmlFor="amount">Amount</label>
      <div className="amount-input">
        <input
          id="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby="amount-hint amount-error"
        />
        <span className="unit">{currency}</span>
      </div>
      <span id="amount-hint" className="muted">
        {limits ? `${describeLimits(limits)} per purchase` : 'Loading limits…'}
      </span>
      <span id="amount-error" className="error" role={invalid ? 'alert' : undefined}>
        {invalid && !check.ok ? check.message : ''}
      </span>
    </div>
  )
}
