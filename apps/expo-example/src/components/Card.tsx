import type { ReactNode } from 'react'
import { Text, View } from 'react-native'
import { styles } from '../styles'

interface Props {
  title: string
  /** Beside the title (a button). */
  action?: ReactNode
  children: ReactNode
}

/** A titled section: a region named by its heading, as the web pages' cards are. */
export function Card({ title, action, children }: Props) {
  return (
    <View role="region" aria-label={title} style={styles.card}>
      <View style={styles.sectionHead}>
        <Text role="heading" aria-level={2} style={styles.h2}>
          {title}
        </Text>
        {action}
      </View>
      {children}
    </View>
  )
}
