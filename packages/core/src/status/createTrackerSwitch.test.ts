import { describe, expect, it, vi } from 'vitest'
import { createTrackerSwitch } from './createTrackerSwitch.js'

function fakeTracker(name: string) {
  const listeners = new Set<() => void>()
  let snapshot = { name, n: 0 }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refresh: vi.fn(async () => {}),
    destroy: vi.fn(),
    bump() {
      snapshot = { name, n: snapshot.n + 1 }
      for (const listener of listeners) listener()
    },
    listening: () => listeners.size,
  }
}

describe('createTrackerSwitch', () => {
  it('is idle without input; one tracker per id + token; a new one replaces and destroys the old', async () => {
    const made: ReturnType<typeof fakeTracker>[] = []
    const idle = { name: 'idle', n: 0 }
    const sw = createTrackerSwitch((input: { id: string; secret: string }) => {
      const tracker = fakeTracker(input.id)
      made.push(tracker)
      return tracker
    }, idle)
    expect(sw.getSnapshot()).toBe(idle)
    await expect(sw.refresh()).resolves.toBe(undefined)
    const seen: string[] = []
    sw.subscribe(() => seen.push(`${sw.getSnapshot().name}:${sw.getSnapshot().n}`))
    sw.setInput({ id: 'a', secret: 's' })
    sw.setInput({ id: 'a', secret: 's' }) // the same id + token: no change
    expect(made).toHaveLength(1)
    expect(made[0]!.listening()).toBe(1)
    made[0]!.bump()
    sw.setInput({ id: 'b', secret: 's' })
    expect(made[0]!.destroy).toHaveBeenCalledOnce()
    expect(made[0]!.listening()).toBe(0)
    made[1]!.bump()
    await sw.refresh()
    expect(made[1]!.refresh).toHaveBeenCalledOnce()
    sw.setInput(null)
    expect(seen).toEqual(['a:0', 'a:1', 'b:0', 'b:1', 'idle:0'])
    expect(sw.current()).toBe(undefined)
  })

  it('subscribes to the tracker only while someone listens, and destroy ends it', () => {
    const tracker = fakeTracker('a')
    const sw = createTrackerSwitch(() => tracker, { name: 'idle', n: 0 })
    sw.setInput({ id: 'a', secret: 's' })
    expect(tracker.listening()).toBe(0)
    const off = sw.subscribe(() => {})
    expect(tracker.listening()).toBe(1)
    off()
    expect(tracker.listening()).toBe(0)
    sw.subscribe(() => {})
    sw.destroy()
    expect(tracker.listening()).toBe(0)
    expect(tracker.destroy).toHaveBeenCalledOnce()
  })
})
