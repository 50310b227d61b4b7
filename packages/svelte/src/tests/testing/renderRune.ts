import type { RampKitClient } from '@rampkit/core'
import { render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { vi } from 'vitest'
import Harness from './Harness.svelte'

/**
 * Calls `setup` inside a component below `setRampKitContext(client)` and returns its result
 * with the render (to unmount). Effects have run when it returns.
 */
export function renderRune<T>(client: RampKitClient | undefined, setup: () => T) {
  let result: T | undefined
  const view = render(Harness, {
    props: { client, setup, expose: (value: unknown) => (result = value as T) },
  })
  return { result: result as T, ...view }
}

/** Runs `work`, then lets Svelte apply what it changed. */
export async function settle(work: () => unknown) {
  await work()
  flushSync()
}

/** Moves the fake timers on by `ms`, then lets Svelte apply what changed. */
export const advance = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms))
