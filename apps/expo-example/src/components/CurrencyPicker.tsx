import { type CurrenciesState, onrampCurrencies } from '@rampkit/example-shared'
import { Text, View } from 'react-native'
import { styles } from '../styles'
import { ChoiceGroup } from './ChoiceGroup'

interface Props {
  currencies: CurrenciesState
  value: string
  onChange(code: string): void
}

/** Fiat currencies the user can buy with (`onrampAvailable`). */
export function CurrencyPicker({ currencies, value, onChange }: Props) {
  const list = onrampCurrencies(currencies)
  const choices =
    list.length === 0
      ? [{ value, label: value }]
      : list.map((c) => ({
          value: c.fiatCurrency,
          label: c.fiatCurrency,
          description: `${c.fiatCurrency} · ${c.name}`,
        }))
  return (
    <View style={styles.field}>
      <ChoiceGroup
        label="Currency"
        choices={choices}
        value={value}
        onChange={onChange}
        disabled={currencies.status !== 'success'}
      />
      {currencies.status === 'error' && (
        <Text role="alert" style={styles.error}>
          Currencies could not be loaded: {currencies.error?.message}
        </Text>
      )}
    </View>
  )
}
