// Mounts a hook below RampKitProvider for the hooks' tests (test helper, not published).
import type { RampKitClient } from '@rampkit/core'
import { act as reactAct, renderHook } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { vi } from 'vitest'
import { RampKitProvider } from '../context/RampKitProvider.js'

/** The provider of `client`; `strict`: in StrictMode (effects run, are undone and run again). */
export const wrapperFor =
  (client: RampKitClient, strict = false) =>
  ({ children }: { children: ReactNode }) => {
    const tree = <RampKitProvider client={client}>{children}</RampKitProvider>
    return strict ? <StrictMode>{tree}</StrictMode> : tree
  }

/** Runs `work` in React's act, awaited. */
export const act = (work: () => unknown) =>
  reactAct(async () => {
    await work()
  })

/** Moves the fake timers on by `ms` in act. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/**
 * Renders `use(input)` below the provider of `client`; `set` renders it with another input. The
 * shape the shared tracker scenarios mount. A hook that starts idle is mounted in StrictMode
 * (given a purchase or sale at once, React 18's StrictMode mounts twice and reads it twice).
 */
export function mountHook<Input, Result>(
  client: RampKitClient,
  input: Input | null,
  use: (input: Input | null) => Result,
) {
  const { result, rerender, unmount } = renderHook(({ current }) => use(current), {
    wrapper: wrapperFor(client, input === null),
    initialProps: { current: input },
  })
  return {
    read: () => result.current,
    set: async (next: Input | null) => rerender({ current: next }),
    unmount,
  }
}
