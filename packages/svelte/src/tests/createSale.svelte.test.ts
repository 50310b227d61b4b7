import { describeSaleTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { afterEach, beforeEach, vi } from 'vitest'
import { createSale } from '../lib/createSale.svelte.js'
import { mountRune } from './testing/mountRune.svelte.js'
import { settle } from './testing/renderRune.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeSaleTracker({
  name: 'createSale',
  mount: (client, sale, options) => mountRune(client, sale, (input) => createSale(input, options)),
  act: settle,
})
