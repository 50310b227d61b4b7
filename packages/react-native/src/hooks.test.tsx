// @rampkit/react's hooks, as this package re-exports them, in React Native (Jest with React
// Native's preset): a purchase followed to its final status, with no browser page around.
import { trackerClient, withStatus } from '@rampkit/adapter-testing/trackerClient'
import { act, render, screen } from '@testing-library/react-native'
import { Text } from 'react-native'
import { RampKitProvider, usePurchase } from './index'

function PurchaseStatus() {
  const purchase = usePurchase({ id: 'p1', secret: 'view-token' }, { intervalMs: 1000 })
  return <Text>{purchase.status === 'success' ? purchase.purchase.status : purchase.status}</Text>
}

afterEach(() => {
  jest.useRealTimers()
})

it('usePurchase follows a purchase to RELEASED in React Native', async () => {
  jest.useFakeTimers()
  const { client, calls } = trackerClient([withStatus('PAYMENT_STARTED'), withStatus('RELEASED')])
  await render(
    <RampKitProvider client={client}>
      <PurchaseStatus />
    </RampKitProvider>,
  )
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0)
  })
  expect(screen.getByText('PAYMENT_STARTED')).toBeTruthy()
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10_000)
  })
  expect(screen.getByText('RELEASED')).toBeTruthy()
  // Final: no more requests however long the screen stays.
  const requests = calls.length
  await act(async () => {
    await jest.advanceTimersByTimeAsync(60_000)
  })
  expect(calls).toHaveLength(requests)
  expect(calls[0]).toEqual({ method: 'getPurchase', id: 'p1', secret: 'view-token' })
})
