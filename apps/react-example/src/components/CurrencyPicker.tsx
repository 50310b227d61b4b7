import { type CurrenciesState, onrampCurrencies } from '@rampkit/example-shared'

interface Props {
  currencies: CurrenciesState
  value: string
  onChange(code: string): void
}

/** Fiat currencies the user can buy with (`onrampAvailable`). */
export function CurrencyPicker({ currencies, value, onChange }: Props) {
  const list = onrampCurrencies(currencies)
  return (
    <div className="field">
      <label htmlFor="currency">Currency</label>
      <select
        id="currency"
        value={value}
        disabled={currencies.status !== 'success'}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={currencies.status === 'error' ? 'currency-error' : undefined}
      >
        {list.length === 0 && <option value={value}>{value}</option>}
        {list.map((c) => (
          <option key={c.fiatCurrency} value={c.fiatCurrency}>
            {c.fiatCurrency} · {c.name}
          </option>
        ))}
      </select>
      {currencies.status === 'error' && (
        <span id="currency-error" role="alert" className="error">
          Currencies could not be loaded: {currencies.error?.message}
        </span>
      )}
    </div>
  )
}
