import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkQuoteBody } from './checkQuoteBody.js'
import { HostApiError } from './HostApiError.js'
import type { ClientContext } from './request.js'

const ctx = { hostApiKey: 'k' } as ClientContext
const base = { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'EUR' }

function fieldOf(run: () => void): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(HostApiError)
    expect((error as HostApiError).code).toBe('INVALID_REQUEST')
    return (error as HostApiError).details?.field as string
  }
}

describe('checkQuoteBody', () => {
  it('accepts exactly one amount', () => {
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '0' }, false)),
    ).toBeUndefined()
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: 0 }, false))).toBeUndefined()
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: 12.5 }, false))).toBeUndefined()
  })

  it('rejects neither and both, naming the field', () => {
    expect(fieldOf(() => checkQuoteBody(ctx, base, false))).toBe('cryptoAmount')
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '1', fiatValue: 1 }, false)),
    ).toBe('fiatValue')
  })

  it('a null amount counts as passed, and is invalid', () => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: null }, false))).toBe(
      'fiatValue',
    )
  })

  it.each([
    '1.5',
    '1e18',
    ' 1',
    '1 ',
    '-0',
    '-1',
    '0x10',
    '１',
    '٣',
    '+1',
    '',
    '1_000',
    'Infinity',
    'NaN',
  ])('rejects cryptoAmount %j', (amount) => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: amount }, false))).toBe(
      'cryptoAmount',
    )
  })

  it.each([1, 10n, null, {}])('rejects a non-string cryptoAmount %s', (amount) => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: amount }, false))).toBe(
      'cryptoAmount',
    )
  })

  it('accepts every non-negative integer string, however large', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 80n }), (n) => {
        expect(
          fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: n.toString() }, false)),
        ).toBeUndefined()
      }),
    )
  })

  it('rejects any string that is not plain ASCII digits', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'binary', minLength: 0, maxLength: 12 })
          .filter((s) => !/^[0-9]+$/.test(s)),
        (s) => {
          expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: s }, false))).toBe(
            'cryptoAmount',
          )
        },
      ),
    )
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '100'])('rejects fiatValue %s', (value) => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: value }, false))).toBe(
      'fiatValue',
    )
  })

  it.each(['ETH', 'eth_usdc', 'ETH_', '_USDC', 'ETH_USDC_X', '', 42])(
    'V3 rejects the asset id %j',
    (id) => {
      expect(
        fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAssetSymbol: id, fiatValue: 1 }, false)),
      ).toBe('cryptoAssetSymbol')
    },
  )

  it('legacy takes any non-empty symbol', () => {
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAssetSymbol: 'ETH', fiatValue: 1 }, true)),
    ).toBeUndefined()
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAssetSymbol: ' ', fiatValue: 1 }, true)),
    ).toBe('cryptoAssetSymbol')
  })

  it('needs fiatCurrency, a body, and the hostApiKey', () => {
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, fiatCurrency: '', fiatValue: 1 }, false)),
    ).toBe('fiatCurrency')
    expect(fieldOf(() => checkQuoteBody(ctx, null, false))).toBe('body')
    expect(fieldOf(() => checkQuoteBody(ctx, 'ETH_USDC', false))).toBe('body')
    expect(
      fieldOf(() =>
        checkQuoteBody({ ...ctx, hostApiKey: undefined }, { ...base, fiatValue: 1 }, false),
      ),
    ).toBe('hostApiKey')
  })

  it('checks userCountryCode when given', () => {
    const body = { ...base, fiatValue: 1 }
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...body, userCountryCode: 'de' }, false)),
    ).toBeUndefined()
    expect(fieldOf(() => checkQuoteBody(ctx, { ...body, userCountryCode: 'DEU' }, false))).toBe(
      'userCountryCode',
    )
  })
})
