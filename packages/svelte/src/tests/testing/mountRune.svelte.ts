import type { RampKitClient } from '@rampkit/core'
import { flushSync } from 'svelte'
import { renderRune } from './renderRune.js'

/**
 * Runs `use(input)` with `input` a getter of state that `set` changes: the shape the shared
 * tracker scenarios mount.
 */
export function mountRune<Input, Result>(
  client: RampKitClient,
  initial: Input | null,
  use: (input: () => Input | null) => Result,
) {
  let input = $state.raw(initial)
  const { result, unmount } = renderRune(client, () => use(() => input))
  return {
    read: () => result,
    set: async (next: Input | null) => {
      input = next
      flushSync()
    },
    unmount,
  }
}
