// Runs a composable in a mounted component under RampKitPlugin (test helper, not published).
import type { RampKitClient } from '@rampkit/core'
import { render } from '@testing-library/vue'
import { defineComponent, h, nextTick, type Ref, ref, unref } from 'vue'
import { RampKitPlugin } from '../plugin/RampKitPlugin.js'

export function withSetup<T>(client: RampKitClient, composable: () => T) {
  let result!: T
  const view = render(
    defineComponent({
      setup() {
        result = composable()
        return () => h('div')
      },
    }),
    { global: { plugins: [[RampKitPlugin, { client }]] } },
  )
  return { result, unmount: view.unmount }
}

/** The result with its refs read: what the component shows now. */
type Unwrapped<T> = { [K in keyof T]: T[K] extends Ref<infer V> ? V : T[K] }

/**
 * Runs `use(input)` with `input` a ref that `set` changes: the shape the shared tracker
 * scenarios mount. `read` gives the result with its refs read.
 */
export function mountComposable<Input, Result extends object>(
  client: RampKitClient,
  initial: Input | null,
  use: (input: Ref<Input | null>) => Result,
) {
  const input = ref(initial) as Ref<Input | null>
  const { result, unmount } = withSetup(client, () => use(input))
  return {
    read: () =>
      Object.fromEntries(
        Object.entries(result).map(([key, value]) => [key, unref(value)]),
      ) as Unwrapped<Result>,
    set: async (next: Input | null) => {
      input.value = next
      await nextTick()
    },
    unmount,
  }
}

/** Runs `work`, then lets Vue apply what it changed. */
export async function settle(work: () => unknown) {
  await work()
  await nextTick()
}
