import { afterEach, describe, expect, it, vi } from 'vitest'
import { isProductionBuild, isProductionEnv } from './buildMode.js'

describe('isProductionEnv (the default build, no mode compiled in)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('is true only for NODE_ENV "production"', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(isProductionEnv()).toBe(true)
    for (const other of ['development', 'test', 'Production', '']) {
      vi.stubEnv('NODE_ENV', other)
      expect(isProductionEnv()).toBe(false)
    }
  })

  it('is false, and throws nothing, where there is no process (a plain module script)', () => {
    vi.stubGlobal('process', undefined)
    expect(isProductionEnv()).toBe(false)
  })
})

describe('isProductionBuild', () => {
  afterEach(() => vi.unstubAllEnvs())

  // Run from source, no mode is compiled in: NODE_ENV decides, as in the default build. The
  // `production` / `development` builds are checked in e2e/src/widget-modes.test.ts.
  it('follows NODE_ENV where no mode is compiled in', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(isProductionBuild()).toBe(true)
    vi.stubEnv('NODE_ENV', 'development')
    expect(isProductionBuild()).toBe(false)
  })
})
