// In an app (Jest with React Native's preset) the same screen code as on the web: the ref on the
// Buy control is accepted and asks for nothing, since the WebView loads when RampWidgetView mounts.
import { render, screen } from '@testing-library/react-native'
import { Text, View } from 'react-native'
import { useWidgetPreload } from './index'
import { CONFIG } from './testing/config'

/** Each render's ref, to show it is one. */
const refs: unknown[] = []

function Buy() {
  const preloadRef = useWidgetPreload(CONFIG, { when: 'idle' })
  refs.push(preloadRef)
  return (
    <View ref={preloadRef} accessible role="button" aria-label="Buy">
      <Text>Buy</Text>
    </View>
  )
}

it('useWidgetPreload: the control with its ref renders as without it; nothing is fetched', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch')
  const { rerender } = await render(<Buy />)
  await rerender(<Buy />)
  expect(screen.getByRole('button', { name: 'Buy' })).toBeTruthy()
  // One stable ref, as on the web.
  expect(refs[0]).toBe(refs[1])
  expect(fetchSpy).not.toHaveBeenCalled()
  fetchSpy.mockRestore()
})
