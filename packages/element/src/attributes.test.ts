import { WIDGET_CONFIG_KEYS } from '@rampkit/core/adapter'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ATTRIBUTE_OF,
  attributeName,
  attributeValue,
  configFromAttributes,
  ELEMENT_CONFIG_KEYS,
} from './attributes.js'

describe('attribute names', () => {
  it('are the kebab-case of the configuration keys', () => {
    expect(attributeName('hostAppName')).toBe('host-app-name')
    expect(attributeName('swapAsset')).toBe('swap-asset')
    expect(attributeName('fiatValue')).toBe('fiat-value')
    expect(attributeName('offrampWebhookV3Url')).toBe('offramp-webhook-v3-url')
    expect(attributeName('url')).toBe('url')
  })

  it('map back to every key once (containerNode has none)', () => {
    expect(ELEMENT_CONFIG_KEYS).toEqual(WIDGET_CONFIG_KEYS.filter((key) => key !== 'containerNode'))
    expect(ELEMENT_CONFIG_KEYS).toContain('hostApiKey')
    expect([...ATTRIBUTE_OF.values()].sort()).toEqual([...ELEMENT_CONFIG_KEYS].sort())
    expect(ATTRIBUTE_OF.size).toBe(ELEMENT_CONFIG_KEYS.length)
    expect([...ATTRIBUTE_OF.keys()].every((name) => name === name.toLowerCase())).toBe(true)
  })
})

describe('configFromAttributes', () => {
  it('reads strings as written, lists split on commas and booleans by presence', () => {
    const element = document.createElement('div')
    element.setAttribute('host-app-name', 'My wallet')
    element.setAttribute('fiat-value', '50.5')
    element.setAttribute('enabled-flows', ' ONRAMP, ,OFFRAMP,')
    element.setAttribute('use-send-crypto-callback', '')
    element.setAttribute('closeable', 'false')
    element.setAttribute('hide-exit-button', 'FALSE ')
    element.setAttribute('credentialless', 'true')
    element.setAttribute('unknown-thing', 'x')
    expect(configFromAttributes(element)).toEqual({
      hostAppName: 'My wallet',
      fiatValue: '50.5',
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      useSendCryptoCallback: true,
      closeable: false,
      hideExitButton: false,
      credentialless: true,
    })
  })

  it('gives back any string value exactly, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(attributeValue('swapAsset', text)).toBe(text)
        const list = attributeValue('enabledFlows', text) as string[]
        expect(list.every((item) => item !== '' && item.trim() === item)).toBe(true)
        expect(typeof attributeValue('closeable', text)).toBe('boolean')
      }),
    )
  })
})
