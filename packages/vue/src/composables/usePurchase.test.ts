import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { describePurchaseTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { cleanup } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { mountComposable, settle } from '../testing/withSetup.js'
import { usePurchase } from './usePurchase.js'

fakeTimersInEachTest()
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describePurchaseTracker({
  name: 'usePurchase',
  mount: (client, purchase, options) =>
    mountComposable(client, purchase, (input) => usePurchase(input, options)),
  act: settle,
})

describe('usePurchase', () => {
  it('needs the plugin: a bare scope without it throws', () => {
    const scope = effectScope()
    expect(() => scope.run(() => usePurchase(null))).toThrow(/RampKitPlugin/)
    scope.stop()
  })
})
