import { Text } from 'react-native'
import { useAnnounce } from '../hooks/useAnnounce'
import { styles } from '../styles'

/**
 * A purchase's or sale's status as a live region: its changes are announced (`label` names
 * whose status it is, for the announcement). It is rendered before there is a status (empty,
 * no pill), because a screen reader only announces changes to a live region it already knows.
 */
export function StatusPill({
  label,
  text,
  final,
}: {
  label: string
  text: string
  final: boolean
}) {
  useAnnounce(text ? `${label}: ${text}` : undefined)
  return (
    <Text
      role="status"
      aria-live="polite"
      accessibilityLiveRegion="polite"
      style={text ? [styles.pill, final && styles.pillFinal] : undefined}
    >
      {text}
    </Text>
  )
}
