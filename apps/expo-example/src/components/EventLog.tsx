import { describeWidgetEvent } from '@rampkit/core'
import { formatTime, type LoggedEvent } from '@rampkit/example-shared'
import { Text, View } from 'react-native'
import { styles } from '../styles'
import { Card } from './Card'

/** Widget events, newest first, as sentences (view tokens are never shown). */
export function EventLog({ entries }: { entries: readonly LoggedEvent[] }) {
  return (
    <Card title="Event log">
      {entries.length === 0 && <Text style={styles.muted}>No widget events yet.</Text>}
      <View role="list" aria-label="Widget events, newest first" style={{ gap: 4 }}>
        {[...entries].reverse().map(({ n, at, source, event }) => (
          <Text key={n} role="listitem" style={styles.muted}>
            {formatTime(at)} {source} <Text style={styles.code}>{event.type}</Text>{' '}
            {describeWidgetEvent(event)}
          </Text>
        ))}
      </View>
    </Card>
  )
}
