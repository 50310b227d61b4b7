import { createSandbox } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'
import { hostApiPages } from './hostApiPages'

describe('hostApiPages', () => {
  it('renders every path of both documents the sandbox serves', async () => {
    const { hostApi, sandboxApi } = await hostApiPages()
    const sandbox = createSandbox()
    for (const [path, page] of [
      ['/api/openapi.json', hostApi],
      ['/sandbox/openapi.json', sandboxApi],
    ] as const) {
      const document = (await (await sandbox.fetch(path)).json()) as {
        paths: Record<string, object>
      }
      expect(Object.keys(document.paths).length).toBeGreaterThan(5)
      for (const [route, operations] of Object.entries(document.paths)) {
        for (const method of Object.keys(operations)) {
          expect(page, `${method} ${route}`).toContain(`### ${method.toUpperCase()} \`${route}\``)
        }
      }
    }
    expect(hostApi).toContain('Operation `v3.getOnrampQuote`.')
    sandbox.state.dispose()
  })
})
