// What the getting-started snippet tests share: the host API of an in-process test sandbox (MSW)
// at the snippets' base URL, the quote bodies a page sends, what it writes to the console, and
// the scenario the Svelte and Vue pages are held to.
import { METHOD_LABELS } from '@rampkit/core'
import { rampkitHandlers } from '@rampkit/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'

/** The host API address the snippets are written with. */
export const SNIPPET_API_URL = 'http://127.0.0.1:8787/api'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Serves the host API for the test file's tests and records the quote requests' bodies and the
 * console lines of `consoleMethods` (silenced: a test asserts there are none).
 */
export function snippetSandbox(consoleMethods: readonly ('warn' | 'error')[]) {
  const server = setupServer(...rampkitHandlers({ baseUrl: SNIPPET_API_URL }))
  const quoteBodies: Promise<string>[] = []
  const complaints: unknown[][] = []
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    server.events.on('request:start', ({ request }) => {
      // The quote's body: the amount asked for.
      if (request.url.includes('/quote')) quoteBodies.push(request.clone().text())
    })
    for (const method of consoleMethods) {
      vi.spyOn(console, method).mockImplementation((...args) => {
        complaints.push(args)
      })
    }
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    vi.restoreAllMocks()
  })
  return {
    quoteBodies,
    /** The console lines recorded so far, as text. */
    complaints: () => complaints.map((args) => args.map(String).join(' ')),
  }
}

/** Waits until `check()` holds, `tick` (25 ms by default) at a time; fails after `ms`. */
export async function waitFor(
  check: () => boolean,
  what: string,
  { ms = 5000, tick = () => sleep(25) }: { ms?: number; tick?: () => Promise<unknown> } = {},
) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`)
    await tick()
  }
}

/** The best method the page names, once it names one. */
export async function bestMethodShown(
  container: HTMLElement,
  options?: { tick?: () => Promise<unknown> },
) {
  await waitFor(() => /Best: /.test(container.textContent ?? ''), 'a best method shown', options)
  return /Best: (.+?)(Buy|$)/.exec(container.textContent ?? '')?.[1]?.trim()
}

/**
 * The Svelte and Vue pages' scenario, on the mounted page in `container`: the best method named
 * with a label; a cleared amount asks no quote and shows no error; Buy then opens the widget
 * without an amount and nothing is logged; typed again, it is quoted again. `settle` lets the
 * framework apply an input event.
 */
export async function clearedAmountScenario(
  container: HTMLElement,
  sandbox: ReturnType<typeof snippetSandbox>,
  settle: () => unknown,
) {
  const { quoteBodies, complaints } = sandbox
  // A label as people read it ("Instant bank transfer"), never the API's name.
  expect.soft(Object.values(METHOD_LABELS)).toContain(await bestMethodShown(container))

  const input = container.querySelector('input') as HTMLInputElement
  const asked = quoteBodies.length
  input.value = ''
  input.dispatchEvent(new Event('input'))
  await settle()
  // Longer than core's debounce: a quote the cleared field asked for would have gone out.
  await sleep(1000)
  expect.soft(quoteBodies.length).toBe(asked)
  expect.soft(container.querySelector('[role="alert"]')).toBeNull()

  // Buy with no amount: the widget opens (its amount field is then the user's), no error.
  const buy = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Buy')
  buy?.click()
  await waitFor(() => document.querySelector('[role="dialog"]') !== null, 'the widget opened')
  expect(complaints()).toEqual([])

  // Typed again: quoted again.
  input.value = '250'
  input.dispatchEvent(new Event('input'))
  await waitFor(() => quoteBodies.length > asked, 'a quote for the new amount')
  expect(JSON.parse(await quoteBodies.at(-1)!)).toMatchObject({ fiatValue: 250 })
}
