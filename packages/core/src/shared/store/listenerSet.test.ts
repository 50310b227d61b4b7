import { afterEach, describe, expect, it, vi } from 'vitest'
import { createListenerSet } from './listenerSet.js'

afterEach(() => {
  vi.restoreAllMocks()
})

function setup() {
  const hooks = { onFirstAdded: vi.fn(), onLastLeft: vi.fn() }
  return { hooks, listeners: createListenerSet(hooks) }
}

describe('createListenerSet', () => {
  it('calls onFirstAdded for the first listener and onLastLeft when the last one leaves', () => {
    const { hooks, listeners } = setup()
    const removeA = listeners.add(() => {})
    const removeB = listeners.add(() => {})
    expect(hooks.onFirstAdded).toHaveBeenCalledTimes(1)
    expect(listeners.size()).toBe(2)
    removeA()
    expect(hooks.onLastLeft).not.toHaveBeenCalled()
    removeB()
    expect(hooks.onLastLeft).toHaveBeenCalledTimes(1)
  })

  it('counts the same function added twice as two subscriptions, each removed once', () => {
    const { hooks, listeners } = setup()
    const listener = vi.fn()
    const first = listeners.add(listener)
    listeners.add(listener)
    listeners.notify()
    expect(listener).toHaveBeenCalledTimes(2)
    first()
    first()
    expect(listeners.size()).toBe(1)
    expect(hooks.onLastLeft).not.toHaveBeenCalled()
  })

  it('calls every listener even when one throws, and reports the error outside', () => {
    const reported: (() => void)[] = []
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => reported.push(task))
    const { listeners } = setup()
    const second = vi.fn()
    listeners.add(() => {
      throw new Error('listener bug')
    })
    listeners.add(second)
    expect(() => listeners.notify()).not.toThrow()
    expect(second).toHaveBeenCalledTimes(1)
    expect(reported).toHaveLength(1)
    expect(() => reported[0]!()).toThrow('listener bug')
  })

  it('calls the listeners present when notify() starts', () => {
    const { listeners } = setup()
    const late = vi.fn()
    listeners.add(() => listeners.add(late))
    listeners.notify()
    expect(late).not.toHaveBeenCalled()
  })

  it('clear() drops every listener without onLastLeft', () => {
    const { hooks, listeners } = setup()
    const listener = vi.fn()
    listeners.add(listener)
    listeners.clear()
    listeners.notify()
    expect(listener).not.toHaveBeenCalled()
    expect(hooks.onLastLeft).not.toHaveBeenCalled()
  })
})
