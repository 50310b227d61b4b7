import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { describePurchaseTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { act, mountHook, wrapperFor } from '../testing/mountHook.js'
import { usePurchase } from './usePurchase.js'

fakeTimersInEachTest()

describePurchaseTracker({
  name: 'usePurchase',
  mount: (client, purchase, options) =>
    mountHook(client, purchase, (current) => usePurchase(current, options)),
  act,
})

function Status() {
  const p = usePurchase({ id: 'p1', secret: 'secret-token' }, { intervalMs: 1000 })
  return <p>{p.status === 'error' ? `error: ${p.error.message}` : p.status}</p>
}

describe('usePurchase', () => {
  it('renders status changes in a component and the error of a read that will not pass', async () => {
    const { client } = trackerClient([new TypeError('boom')])
    render(<Status />, { wrapper: wrapperFor(client) })
    expect(screen.getByText('loading')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('error: boom')).toBeTruthy()
  })
})
