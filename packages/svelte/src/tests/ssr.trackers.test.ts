// @vitest-environment node

import { PURCHASE, SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import { render } from 'svelte/server'
import { describe, expect, it, vi } from 'vitest'
import ServerTrackers from './testing/ServerTrackers.svelte'

describe('server rendering of the trackers', () => {
  it('renders what is known without reading anything', async () => {
    expect(typeof document).toBe('undefined')
    vi.useFakeTimers()
    try {
      const { client, calls } = trackerClient()
      const { body } = render(ServerTrackers, { props: { client, purchase: PURCHASE, sale: SALE } })
      expect(body.replace(/<!--[^>]*-->/g, '')).toBe('<p>INITIALIZED/loading/s1:undefined/idle</p>')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(calls).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
