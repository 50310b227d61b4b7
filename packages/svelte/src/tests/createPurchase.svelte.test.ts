import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import { trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { describePurchaseTracker } from '@rampkit/adapter-testing/trackerScenarios'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPurchase } from '../lib/createPurchase.svelte.js'
import { mountRune } from './testing/mountRune.svelte.js'
import { renderRune, settle } from './testing/renderRune.js'

fakeTimersInEachTest()
afterEach(() => {
  vi.restoreAllMocks()
})

describePurchaseTracker({
  name: 'createPurchase',
  mount: (client, purchase, options) =>
    mountRune(client, purchase, (input) => createPurchase(input, options)),
  act: settle,
})

describe('createPurchase', () => {
  it('takes a function and needs the context', () => {
    const { client } = trackerClient()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderRune(client, () => createPurchase({ id: 'p', secret: 's' } as never)),
    ).toThrow(/createPurchase\(\(\) =>/)
    expect(() => renderRune(undefined, () => createPurchase(() => null))).toThrow(
      /setRampKitContext/,
    )
  })
})
