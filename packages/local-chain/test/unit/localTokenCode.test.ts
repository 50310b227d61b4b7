import { describe, expect, it } from 'vitest'
import { compileLocalToken } from '../../src/compileToken.mjs'
import { LOCAL_TOKEN_RUNTIME, LOCAL_TOKEN_SOLC } from '../../src/localTokenCode.mjs'

describe('LocalToken code', () => {
  it('is what solc-js builds from contracts/LocalToken.sol (node src/compileToken.mjs rewrites it)', async () => {
    const { version, runtime } = await compileLocalToken()
    expect(version).toBe(LOCAL_TOKEN_SOLC)
    expect(runtime).toBe(LOCAL_TOKEN_RUNTIME)
  }, 60_000)
})
