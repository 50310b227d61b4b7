import { StyleSheet } from 'react-native'

// The other examples' palette (example-shared/styles.css): contrast checked there (WCAG AA).
export const colors = {
  ink: '#1b1e2b',
  muted: '#5b6070',
  line: '#dfe2ec',
  bad: '#b00020',
  card: '#fff',
  pending: '#fff3d6',
  final: '#dff3e6',
}

export const styles = StyleSheet.create({
  h2: { fontSize: 17, fontWeight: '700', color: colors.ink },
  text: { fontSize: 15, color: colors.ink },
  muted: { fontSize: 14, color: colors.muted },
  error: { fontSize: 14, color: colors.bad },
  code: { fontSize: 13, fontFamily: 'monospace', color: colors.ink },
  card: {
    backgroundColor: colors.card,
    borderColor: colors.line,
    borderWidth: 1,
    borderRadius: 10,
    padding: 16,
    gap: 12,
  },
  sectionHead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 8,
  },
  label: { fontSize: 14, fontWeight: '600', color: colors.ink },
  statusRow: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, alignItems: 'center' },
  pill: {
    paddingVertical: 1,
    paddingHorizontal: 8,
    borderRadius: 999,
    backgroundColor: colors.pending,
    fontWeight: '600',
    color: colors.ink,
    overflow: 'hidden',
  },
  pillFinal: { backgroundColor: colors.final },
})
