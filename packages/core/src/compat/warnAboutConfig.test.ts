import { afterEach, describe, expect, it, vi } from 'vitest'
import { PASSED_ON_AS_GIVEN, warnAboutConfig } from './warnAboutConfig.js'

const KEY = 'pk_live_0123456789abcdef'
const BASE = { hostAppName: 'App', hostLogoUrl: 'https://example.com/logo.svg', hostApiKey: KEY }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('warnAboutConfig', () => {
  it('prints nothing for a clean configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(warnAboutConfig({ ...BASE, swapAsset: 'ETH_ETH' })).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('prints every warning once, prefixed, and returns them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const printed = warnAboutConfig({ ...BASE, swapAsset: 'ETH', hostApiKey: ` ${KEY}` })
    expect(printed.length).toBeGreaterThanOrEqual(1)
    expect(warn.mock.calls).toEqual(printed.map((line) => [line]))
    for (const line of printed) expect(line.startsWith('[rampkit] ')).toBe(true)
  })

  it('prints each broken rule of spec 2.11 as a warning that cites the rule, issues first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const printed = warnAboutConfig({
      hostAppName: 'App',
      hostLogoUrl: BASE.hostLogoUrl,
      hideExitButton: 'true',
    })
    expect(printed).toEqual([
      `[rampkit] hostApiKey is required. ${PASSED_ON_AS_GIVEN}`,
      `[rampkit] hideExitButton must be a boolean (true or false), got the string "true". ${PASSED_ON_AS_GIVEN}`,
    ])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('never prints the hostApiKey, even where a message would hold it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnAboutConfig({ ...BASE, swapAsset: KEY, hostApiKey: KEY, [KEY]: KEY, hostAppName: KEY })
    expect(warn).toHaveBeenCalled()
    for (const [line] of warn.mock.calls) expect(String(line)).not.toContain(KEY)
  })

  it('does not throw for input that is not a configuration', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const input of [undefined, null, 42, 'x', []])
      expect(() => warnAboutConfig(input)).not.toThrow()
  })
})
