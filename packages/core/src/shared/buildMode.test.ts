import { afterEach, describe, expect, it, vi } from 'vitest'
import { isProductionBuild } from './buildMode.js'

// Run from source, `__DEV__` is the default build's NODE_ENV test (build/devFlag.mjs). The
// `production` / `development` builds are checked in e2e/src/widget-modes.test.ts.
describe('isProductionBuild (the default build)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('is true only for NODE_ENV "production"', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(isProductionBuild()).toBe(true)
    for (const other of ['development', 'test', 'Production', '']) {
      vi.stubEnv('NODE_ENV', other)
      expect(isProductionBuild()).toBe(false)
    }
  })

  it('is false, and throws nothing, where there is no process (a plain module script)', () => {
    vi.stubGlobal('process', undefined)
    expect(isProductionBuild()).toBe(false)
  })
})
