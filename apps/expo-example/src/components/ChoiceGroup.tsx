import { Pressable, Text, View } from 'react-native'
import { styles } from '../styles'

export interface Choice {
  value: string
  /** What the chip shows. */
  label: string
  /** What a screen reader says, when more than the label (the full name, the price). */
  description?: string
}

interface Props {
  label: string
  choices: readonly Choice[]
  value: string
  onChange(value: string): void
  disabled?: boolean
}

/**
 * One of a few options as chips (a radio group: React Native has no select, and a chip row
 * needs no native module); each chip says whether it is chosen.
 */
export function ChoiceGroup({ label, choices, value, onChange, disabled }: Props) {
  return (
    <View style={styles.field}>
      <Text style={styles.label} aria-hidden>
        {label}
      </Text>
      <View role="radiogroup" aria-label={label} style={styles.chips}>
        {choices.map((choice) => {
          const chosen = choice.value === value
          return (
            <Pressable
              key={choice.value}
              role="radio"
              aria-label={choice.description ?? choice.label}
              aria-checked={chosen}
              aria-disabled={disabled}
              disabled={disabled}
              onPress={() => onChange(choice.value)}
              style={[styles.chip, chosen && styles.chipChosen]}
            >
              <Text style={[styles.chipText, chosen && styles.chipTextChosen]}>{choice.label}</Text>
            </Pressable>
          )
        })}
      </View>
    </View>
  )
}
