import type { RampKitClient } from '@rampkit/core'
import { render } from '@testing-library/svelte'
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
