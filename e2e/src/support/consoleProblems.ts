import type { Page } from 'playwright-core'

/**
 * Collects what a page reports as going wrong: console warnings and errors (React's hydration
 * mismatches, Vue's and Svelte's hydration warnings) and uncaught errors. Messages from an
 * address in `otherSources` are left out: the widget's own frame (another origin's page), or a
 * service the test does not run on purpose. Returns the live list: assert it is empty at the
 * end.
 */
export function collectConsoleProblems(page: Page, otherSources: readonly string[] = []): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return
    const at = message.location().url
    if (otherSources.some((url) => at.startsWith(url))) return
    problems.push(`${message.type()}: ${message.text()}${at ? ` (${at})` : ''}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}
