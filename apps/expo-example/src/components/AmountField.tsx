import type { PurchaseLimits } from '@rampkit/core'
import { type AmountCheck, describeLimits } from '@rampkit/example-shared'
import { Text, TextInput, View } from 'react-native'
import { colors, styles } from '../styles'

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
  const hint = limits ? `${describeLimits(limits)} per purchase` : 'Loading limits…'
  return (
    <View style={styles.field}>
      <Text nativeID="amount-label" style={styles.label}>
        Amount
      </Text>
      <View style={styles.amountRow}>
        <TextInput
          accessibilityLabel="Amount"
          aria-labelledby="amount-label"
          accessibilityHint={hint}
          aria-invalid={invalid}
          inputMode="decimal"
          keyboardType="decimal-pad"
          autoComplete="off"
          value={value}
          onChangeText={onChange}
          placeholderTextColor={colors.muted}
          style={[styles.input, invalid && styles.inputInvalid]}
        />
        <Text style={styles.text}>{currency}</Text>
      </View>
      <Text style={styles.muted}>{hint}</Text>
      {invalid && !check.ok && (
        <Text role="alert" style={styles.error}>
          {check.message}
        </Text>
      )}
    </View>
  )
}
