import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type AxeCore from 'axe-core'
import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules: the level hosts in regulated markets must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

// Read once, when a test first asks: no work at import time.
let axeSource: string | undefined
const source = () =>
  (axeSource ??= readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  ))

/**
 * axe-core run in one frame (Playwright's evaluate is not held to the page's CSP), its own
 * frames left to their own run: each document is checked where it lives, a cross-origin widget
 * frame included, so no run waits on another frame's answer.
 */
async function frameViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(source())
  const found = await frame.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
    })
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length} nodes): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  }, WCAG_TAGS)
  const where = frame.parentFrame() ? ` [frame ${new URL(frame.url()).pathname}]` : ''
  return found.map((violation) => `${violation}${where}`)
}

export interface AxeOptions {
  /** Frames from this origin are not checked: a test's stand-in page, not something we ship. */
  skipFramesFrom?: string
}

/** Every axe-core violation (WCAG 2.0-2.2 A and AA) in the page and its frames; [] if clean. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const found: string[] = []
  for (const frame of page.frames()) {
    // A frame with no document of its own yet (about:blank, or a widget whose page has not
    // arrived: its URL is '') has nothing to check, and would never answer.
    if (frame.url() === '' || frame.url() === 'about:blank' || frame.isDetached()) continue
    if (options.skipFramesFrom && frame.url().startsWith(options.skipFramesFrom)) continue
    found.push(...(await frameViolations(frame)))
  }
  return found
}

/** Fails the test with the list of axe-core violations (WCAG 2.0-2.2 A and AA) on `page`. */
export async function expectNoAxeViolations(
  page: Page,
  where = page.url(),
  options: AxeOptions = {},
): Promise<void> {
  expect(await axeViolations(page, options), `axe-core violations on ${where}`).toEqual([])
}
