import type { MockWidgetHandle, TestSandbox } from '@rampkit/testing'
import type { createPageServer } from '../pageServer.js'

/**
 * What the scenarios need of one example app: its page and its framework's ways. The page is the
 * framework's template page given the stand-in wallet (`standInWallet`) and the test config (`TEST_CONFIG`, whose
 * `webhookUrl` the page passes on as the widgets' webhook addresses), the example's extras
 * (sale status, event log, webhooks received, embedded panel) rendered after it.
 */
export interface ExamplePage {
  /** The app's name, the suite's title: `react-example`. */
  name: string
  /**
   * Renders the page (`renderApp`): its client over the page server (`createTestClient`), the
   * test config. `pollMs`: how often the sale's status is read from the receiver.
   */
  render(options?: { pollMs?: number }): { unmount(): void }
  /** Unmounts every rendered page (the testing library's `cleanup`). */
  cleanup(): void
  /** Gives an input or a select `value` as a user does, the framework's way. */
  setValue(element: HTMLElement, value: string): Promise<void>
  click(element: HTMLElement): Promise<void>
  /** Runs `action` (a widget event) and lets the framework render what it changed. */
  settle(action: () => Promise<void>): Promise<void>
}

/** One scenario's world: the app, the sandbox behind the page's host API, the mock widget. */
export interface PageTest {
  app: ExamplePage
  page: ReturnType<typeof createPageServer>
  sandbox: TestSandbox
  widget: MockWidgetHandle
}
