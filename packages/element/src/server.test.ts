// @vitest-environment node
// On a server (no DOM): importing either entry throws nothing and defines nothing.
import { describe, expect, it } from 'vitest'

describe('on a server', () => {
  it('the package and its define entry import without a DOM; defining does nothing', async () => {
    expect(typeof globalThis.HTMLElement).toBe('undefined')
    const { defineRampKitWidget } = await import('./index.js')
    await import('./define.js')
    expect(defineRampKitWidget()).toBeUndefined()
  })
})
