import { describeSaleTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { cleanup } from '@testing-library/vue'
import { afterEach, beforeEach, vi } from 'vitest'
import { mountComposable, settle } from '../testing/withSetup.js'
import { useSale } from './useSale.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describeSaleTracker({
  name: 'useSale',
  mount: (client, sale, options) =>
    mountComposable(client, sale, (input) => useSale(input, options)),
  act: settle,
})
