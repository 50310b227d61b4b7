// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { CONTAINER_ERRORS, checkCompatConfig, OFFICIAL_VARIANTS } from './checkCompatConfig.js'
import { PRODUCTION_WIDGET_URL } from './constants.js'

afterEach(() => {
  document.body.replaceChildren()
})

describe('checkCompatConfig', () => {
  it('accepts what the official SDK accepts: no hostApiKey, null, strings for booleans, big numbers', () => {
    const { checked, showError } = checkCompatConfig({
      swapAmount: 2 ** 60,
      hideExitButton: 'true',
      userAddress: null,
      fiatValue: '10',
      finalUrl: 'https://host.example/done',
    })
    expect(showError).toBeUndefined()
    expect(checked.config.url).toBe(PRODUCTION_WIDGET_URL)
    expect(checked.config.variant).toBe('desktop')
    // As given, in the official order: its default variant first.
    expect([...checked.given]).toEqual([
      ['variant', 'desktop'],
      ['swapAmount', 2 ** 60],
      ['hideExitButton', 'true'],
      ['userAddress', null],
      ['fiatValue', '10'],
      ['finalUrl', 'https://host.example/done'],
    ])
  })

  it.each(['hosted', 'webview-desktop', 'Desktop', 42, null])(
    'shows %s as the desktop overlay, as the official SDK does',
    (variant) => {
      const { checked } = checkCompatConfig({ variant })
      expect(checked.config.variant).toBe('desktop')
      expect(checked.given.get('variant')).toBe(variant)
    },
  )

  it('keeps every variant of the official list', () => {
    for (const variant of OFFICIAL_VARIANTS.filter((name) => !name.startsWith('embedded')))
      expect(checkCompatConfig({ variant }).checked.config.variant).toBe(variant)
  })

  it('throws where the official constructor throws: no configuration object', () => {
    expect(() => checkCompatConfig(undefined)).toThrow(TypeError)
    expect(() => checkCompatConfig(null)).toThrow(TypeError)
  })

  it("throws the official messages for an embedded widget's container", () => {
    const variant = 'embedded-desktop'
    expect(() => checkCompatConfig({ variant })).toThrow(CONTAINER_ERRORS.notElement)
    expect(() => checkCompatConfig({ variant, containerNode: { nodeType: 1 } })).toThrow(
      CONTAINER_ERRORS.notElement,
    )
    const detached = document.createElement('div')
    expect(() => checkCompatConfig({ variant, containerNode: detached })).toThrow(
      CONTAINER_ERRORS.detached,
    )
    document.body.append(detached)
    expect(
      checkCompatConfig({ variant, containerNode: detached }).checked.config.containerNode,
    ).toBe(detached)
    // Not checked for the other variants, which the official SDK shows without it.
    expect(() => checkCompatConfig({ variant: 'desktop', containerNode: 'x' })).not.toThrow()
  })

  it('builds the address as the official SDK does: url || default, then pathname', () => {
    const at = (config: object) => checkCompatConfig(config).checked.config
    expect(at({ url: '' }).url).toBe(PRODUCTION_WIDGET_URL)
    expect(at({ url: 'https://w.example/a?x=1', pathname: 'sell' }).url).toBe(
      'https://w.example/sell?x=1',
    )
    expect(at({ url: 'https://w.example/', pathname: '  ' }).url).toBe('https://w.example/%20%20')
    expect(at({ pathname: '' }).url).toBe(PRODUCTION_WIDGET_URL)
    expect(at({ pathname: '/x' }).pathname).toBeUndefined()
  })

  it.each<[string, object]>([
    ['an address that does not parse', { url: 'not a url' }],
    ['a number', { url: 5 }],
    ['a pathname that is not text', { pathname: 7 }],
    ['javascript:', { url: 'javascript:alert(1)' }],
    ['data:', { url: 'data:text/html,hi' }],
  ])('leaves %s to show(), which throws (no value in the message)', (_, config) => {
    const { showError } = checkCompatConfig({ hostApiKey: 'pk_live_secret_1234', ...config })
    expect(showError).toBeInstanceOf(TypeError)
    expect(showError?.message).not.toContain('secret')
    expect(showError?.message).not.toContain('alert')
  })

  it('reads each getter once, as the official copy does', () => {
    let reads = 0
    const config = {
      get hostAppName() {
        reads += 1
        return 'App'
      },
    }
    checkCompatConfig(config)
    expect(reads).toBe(1)
  })

  it('gives the frame a name and the credentialless attribute as the official SDK does', () => {
    const { config } = checkCompatConfig({ hostAppName: 5, credentialless: 'false' }).checked
    expect(config.hostAppName).toBe('Ramp')
    expect(config.credentialless).toBe(true)
  })

  it('never throws for any object that is not embedded (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.anything({ withBigInt: true, withNullPrototype: true })),
        fc.option(fc.anything(), { nil: undefined }),
        (config, variant) => {
          const input: Record<string, unknown> = { ...config }
          if (variant !== undefined) input.variant = variant
          if (typeof input.variant === 'string' && input.variant.startsWith('embedded')) return
          const { checked } = checkCompatConfig(input)
          expect(checked.config.variant.startsWith('embedded')).toBe(false)
        },
      ),
      { numRuns: 500 },
    )
  })
})
