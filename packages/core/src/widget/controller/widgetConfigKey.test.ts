import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { widgetConfigKey } from './widgetConfigKey.js'

const BASE: WidgetConfig = {
  hostAppName: 'Wallet',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'k',
  url: 'https://widget.example/',
}

describe('widgetConfigKey', () => {
  it('ignores key order, undefined members and the container', () => {
    const a = { ...BASE, fiatCurrency: 'EUR', fiatValue: 50 }
    const b = {
      fiatValue: 50,
      fiatCurrency: 'EUR',
      ...BASE,
      swapAsset: undefined,
      containerNode: {} as HTMLElement,
    }
    expect(widgetConfigKey(a)).toBe(widgetConfigKey(b))
  })

  it('tells apart every change of a URL parameter', () => {
    const key = widgetConfigKey(BASE)
    for (const change of [
      { fiatValue: 50 },
      { fiatValue: 50.01 },
      { enabledFlows: ['ONRAMP', 'OFFRAMP'] as const },
      { enabledFlows: ['OFFRAMP', 'ONRAMP'] as const },
      { swapAmount: 10n },
      { swapAmount: '10' },
      { hostApiKey: 'other' },
      { url: 'https://widget.example/other' },
    ]) {
      expect(widgetConfigKey({ ...BASE, ...change } as WidgetConfig)).not.toBe(key)
    }
  })

  it('gives a value without a key (cycle, throwing getter) a key equal to nothing', () => {
    const cyclic: Record<string, unknown> = { ...BASE }
    cyclic.self = cyclic
    const k1 = widgetConfigKey(cyclic as unknown as WidgetConfig)
    const k2 = widgetConfigKey(cyclic as unknown as WidgetConfig)
    expect(k1).not.toBe(k2)
    const hostile = Object.defineProperty({ ...BASE }, 'fiatValue', {
      enumerable: true,
      get() {
        throw new Error('no')
      },
    })
    expect(() => widgetConfigKey(hostile)).not.toThrow()
    expect(widgetConfigKey(null as unknown as WidgetConfig)).toBe('null')
  })

  it('is the same for every key order (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ maxLength: 8 }),
          fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.array(fc.string())),
        ),
        (record) => {
          const reversed = Object.fromEntries(Object.entries(record).reverse())
          return (
            widgetConfigKey(record as unknown as WidgetConfig) ===
            widgetConfigKey(reversed as unknown as WidgetConfig)
          )
        },
      ),
    )
  })
})
