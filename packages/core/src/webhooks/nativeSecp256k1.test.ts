import { describe, expect, it, vi } from 'vitest'
import { nativeSecp256k1, runtimeBuiltinModule } from './nativeSecp256k1.js'

describe('nativeSecp256k1', () => {
  it("reaches the runtime's node:crypto through process.getBuiltinModule, not an import", () => {
    expect(runtimeBuiltinModule()?.('node:crypto')).toBe(process.getBuiltinModule('node:crypto'))
    expect(nativeSecp256k1()?.implementation).toBe('native')
  })

  it('is undefined where there is no process (browsers, edge runtimes)', () => {
    vi.stubGlobal('process', undefined)
    try {
      expect(runtimeBuiltinModule()).toBeUndefined()
      expect(nativeSecp256k1()).toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('runs the probe once per call and only when asked: one known-good and one wrong verification', () => {
    const crypto = process.getBuiltinModule('node:crypto')
    const verify = vi.fn(crypto.verify)
    const getBuiltinModule = vi.fn(() => ({ ...crypto, verify }))
    expect(nativeSecp256k1(getBuiltinModule)?.implementation).toBe('native')
    expect(getBuiltinModule).toHaveBeenCalledTimes(1)
    expect(verify.mock.results.map((result) => result.value)).toEqual([true, false])
  })
})
