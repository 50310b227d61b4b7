import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { describeSaleTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { createSale } from '../lib/createSale.svelte.js'
import { mountRune } from './testing/mountRune.svelte.js'
import { settle } from './testing/renderRune.js'

fakeTimersInEachTest()

describeSaleTracker({
  name: 'createSale',
  mount: (client, sale, options) => mountRune(client, sale, (input) => createSale(input, options)),
  act: settle,
})
