import { useEffect } from 'react'
import { AccessibilityInfo, Platform } from 'react-native'

/**
 * Says `message` to a screen reader when it changes. Android and the web read the status's live
 * region themselves; iOS has no live regions, so VoiceOver is told here.
 */
export function useAnnounce(message: string | undefined): void {
  useEffect(() => {
    if (message && Platform.OS === 'ios') AccessibilityInfo.announceForAccessibility(message)
  }, [message])
}
