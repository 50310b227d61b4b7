import { afterEach, describe, expect, it, vi } from 'vitest'
import { isProductionEnv } from './buildMode.js'

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
