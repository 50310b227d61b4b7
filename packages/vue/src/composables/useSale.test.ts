import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { describeSaleTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { cleanup } from '@testing-library/vue'
import { afterEach } from 'vitest'
import { mountComposable, settle } from '../testing/withSetup.js'
import { useSale } from './useSale.js'

fakeTimersInEachTest()
afterEach(() => {
  cleanup()
})

describeSaleTracker({
  name: 'useSale',
  mount: (client, sale, options) =>
    mountComposable(client, sale, (input) => useSale(input, options)),
  act: settle,
})
