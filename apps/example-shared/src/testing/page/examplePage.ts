import type { MockWidgetHandle, mockWidget, TestSandbox } from '@rampkit/testing'
import type { createPageServer } from '../pageServer.js'

/** What the scenarios need of one example app: its page and its framework's ways. */
export interface ExamplePage {
  /** The app's name, the suite's title: `react-example`. */
  name: string
  /** Renders the page (`renderApp`): its client over the page server, the test config. */
  render(options?: { pollMs?: number; loadTimeoutMs?: number }): { unmount(): void }
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
  /** Replaces the mock widget (e.g. one that never loads). */
  useWidget(options: Parameters<typeof mockWidget>[0]): void
}
