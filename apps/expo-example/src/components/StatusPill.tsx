import { Text } from 'react-native'
import { useAnnounce } from '../hooks/useAnnounce'
import { styles } from '../styles'

/**
 * A purchase's or sale's status as a live region: its changes are announced (`label` names
 * whose status it is, for the announcement).
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
  useAnnounce(`${label}: ${text}`)
  return (
    <Text
      role="status"
      aria-live="polite"
      accessibilityLiveRegion="polite"
      style={[styles.pill, final && styles.pillFinal]}
    >
      {text}
    </Text>
  )
}
