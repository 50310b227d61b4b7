import { Pressable, Text } from 'react-native'
import { styles } from '../styles'

interface Props {
  label: string
  onPress(): void
  primary?: boolean
  disabled?: boolean
  /** What the button does, when its label alone does not say (read after the label). */
  hint?: string
}

/** A button: a 44-point target, its role and disabled state given to assistive technology. */
export function Button({ label, onPress, primary, disabled, hint }: Props) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityHint={hint}
      accessibilityState={{ disabled: Boolean(disabled) }}
      disabled={disabled}
      onPress={onPress}
      style={[styles.button, primary && styles.buttonPrimary, disabled && styles.buttonDisabled]}
    >
      <Text style={[styles.buttonText, primary && styles.buttonTextPrimary]}>{label}</Text>
    </Pressable>
  )
}
