import { createTestSandbox, mockWidget } from '@rampkit/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest'
import { createPageServer } from '../pageServer.js'
import type { ExamplePage, PageTest } from './examplePage.js'
import { pageScenarios } from './pageScenarios.js'

/**
 * The example page's component tests for one app: every scenario of `pageScenarios`, each over a
 * fresh test sandbox (answering the page's fetch through MSW) and @rampkit/testing's mock widget.
 * The webhook receiver answers no calls unless a scenario says so.
 */
export function describeExamplePage(app: ExamplePage): void {
  const page = createPageServer()
  let test: PageTest
  beforeAll(() => page.server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    const sandbox = createTestSandbox()
    page.answer(sandbox)
    test = {
      app,
      page,
      sandbox,
      widget: mockWidget({ sandbox }),
    }
  })
  afterEach(() => {
    app.cleanup()
    test.widget.restore()
    test.sandbox.dispose()
    document.body.removeAttribute('style')
  })
  afterAll(() => page.server.close())

  describe(`${app.name} page`, () => {
    for (const scenario of pageScenarios) it(scenario.name, () => scenario.run(test))
  })
}
