// @vitest-environment jsdom
// The React getting-started page's first example, run as a reader copies it: rendered in jsdom
// against the host API of an in-process test sandbox (MSW), then the amount cleared, as people do
// before typing another one. Cleared, it once asked a quote for NaN ("fiatValue NaN is not a
// positive number" on the page) and React logged "Received NaN for the `value` attribute"; its
// best method read "Best: AUTO_BANK_TRANSFER" where the examples show a label.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { METHOD_LABELS } from '@rampkit/core'
import { act, type ComponentType, createElement, type ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { bestMethodShown, snippetSandbox, waitFor } from './snippetSandbox.js'

// (Not `new URL('..', import.meta.url)`: jsdom's URL is the global here.)
const docsRoot = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`
// The docs have no react-dom of their own (the pages only compile React code): the test renders
// with the one @rampkit/react is tested with, the same React (one copy in the workspace).
const { createRoot } = createRequire(
  createRequire(import.meta.url).resolve('@rampkit/react/package.json'),
)('react-dom/client') as {
  createRoot(container: Element): { render(node: ReactNode): void; unmount(): void }
}

/** The page's first tsx block, as shown (twoslash's hidden prelude, if any, kept: it compiles). */
function firstTsxBlock(page: string): string {
  const markdown = readFileSync(`${docsRoot}${page}`, 'utf8')
  const block = /^```tsx\b[^\n]*\n([\s\S]*?)^```/m.exec(markdown)?.[1]
  if (!block) throw new Error(`${page} has no tsx block`)
  return block.replace(/^\/\/ ---cut---\n/m, '')
}

// React reports its warnings (a NaN `value`) through console.error.
const { quoteBodies: quoteRequests, complaints: errors } = snippetSandbox(['error'])
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

/** Sets a controlled input's value as typing does (React tracks the value the DOM had). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Waits in act(), so that React applies what each pause brought. */
const inAct = { tick: () => act(() => new Promise((resolve) => setTimeout(resolve, 25))) }

describe('the React getting-started example', () => {
  it('names the best method with a label, and a cleared amount asks nothing and shows no error', async () => {
    // Written beside the docs (gitignored `.temp/`) so that it imports the packages as the
    // site's twoslash check does, and compiles with the docs' JSX settings.
    const dir = `${docsRoot}test/.temp`
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/react-getting-started.tsx`, firstTsxBlock('getting-started/react.md'))
    const { App } = (await import(`${dir}/react-getting-started.tsx`)) as { App: ComponentType }

    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () => root.render(createElement(App)))
    try {
      const best = await bestMethodShown(container, inAct)
      // A label as people read it ("Instant bank transfer"), never the API's name.
      expect.soft(Object.values(METHOD_LABELS)).toContain(best)

      const input = container.querySelector('input') as HTMLInputElement
      const asked = quoteRequests.length
      await act(async () => type(input, ''))
      // Longer than core's debounce: a quote the cleared field asked for would have gone out.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1000)))
      expect.soft(quoteRequests.length).toBe(asked)
      expect.soft(container.querySelector('[role="alert"]')).toBeNull()
      expect.soft(container.textContent).not.toMatch(/NaN/)
      expect.soft(input.value).toBe('')
      expect(errors()).toEqual([])

      // Typed again: quoted again.
      await act(async () => type(input, '250'))
      await waitFor(() => quoteRequests.length > asked, 'a quote for the new amount', inAct)
      expect(JSON.parse(await quoteRequests.at(-1)!)).toMatchObject({ fiatValue: 250 })

      // Buy with the field cleared: the widget opens (its amount field is then the user's).
      await act(async () => type(input, ''))
      const buy = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Buy')
      await act(async () => buy?.click())
      await waitFor(
        () => document.querySelector('[role="dialog"]') !== null,
        'the widget opened',
        inAct,
      )
      expect(errors()).toEqual([])
    } finally {
      await act(async () => root.unmount())
      container.remove()
    }
  })
})
