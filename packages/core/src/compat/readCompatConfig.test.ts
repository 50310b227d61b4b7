// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRODUCTION_WIDGET_URL } from '../widget/config/constants.js'
import { readCompatConfig } from './readCompatConfig.js'
import { PASSED_ON_AS_GIVEN } from './warnAboutConfig.js'

const KEY = 'pk_live_0123456789abcdef'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

const warnings = () => vi.mocked(console.warn).mock.calls.map(([line]) => String(line))

describe('readCompatConfig', () => {
  it('reads a configuration without hostApiKey or url, warning in development', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config, checked, showError, embedded } = readCompatConfig({
      hostAppName: 'App',
    } as never)
    expect(showError).toBeUndefined()
    expect(embedded).toBe(false)
    expect(config).toEqual({ variant: 'desktop', hostAppName: 'App' })
    expect(checked.config.url).toBe(PRODUCTION_WIDGET_URL)
    expect(warnings()).toContain(`[rampkit] hostApiKey is required. ${PASSED_ON_AS_GIVEN}`)
  })

  it('warns about a variant the official SDK shows as desktop, naming only known values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    readCompatConfig({ hostApiKey: KEY, variant: 'hosted' } as never)
    readCompatConfig({ hostApiKey: KEY, variant: `x-${KEY}` } as never)
    const lines = warnings()
    expect(lines.some((line) => line.includes("variant 'hosted' is shown as 'desktop'"))).toBe(true)
    expect(lines.some((line) => line.includes('variant is not one of'))).toBe(true)
    for (const line of lines) expect(line).not.toContain(KEY)
  })

  it('prints nothing in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { config } = readCompatConfig({ hideExitButton: 'true', variant: 'hosted' } as never)
    expect(config.variant).toBe('desktop')
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('asks each getter once, for the check and the warnings together', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let reads = 0
    readCompatConfig({
      get hostApiKey() {
        reads += 1
        return KEY
      },
    } as never)
    expect(reads).toBe(1)
  })

  it('throws where the official constructor throws: a Proxy that refuses to be read', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(() => readCompatConfig(proxy as never)).toThrow(TypeError)
    expect(() => readCompatConfig(undefined as never)).toThrow(TypeError)
  })

  it('tells an embedded configuration, with its container attached', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const containerNode = document.createElement('div')
    document.body.append(containerNode)
    const read = readCompatConfig({ hostApiKey: KEY, variant: 'embedded-mobile', containerNode })
    expect(read.embedded).toBe(true)
    expect(read.checked.config.containerNode).toBe(containerNode)
  })
})
