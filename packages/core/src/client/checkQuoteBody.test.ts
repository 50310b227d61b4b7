import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { NOT_DIGIT_STRINGS } from '../amounts/testing/notDigitStrings.js'
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
  it('accepts exactly one amount above zero', () => {
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '1' }, false)),
    ).toBeUndefined()
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: 12.5 }, false))).toBeUndefined()
  })

  it('refuses a zero amount, as the sandbox and the schemas do', () => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '0' }, false))).toBe(
      'cryptoAmount',
    )
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '000' }, false))).toBe(
      'cryptoAmount',
    )
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: 0 }, false))).toBe('fiatValue')
  })

  it('rejects neither and both, naming the field', () => {
    expect(fieldOf(() => checkQuoteBody(ctx, base, false))).toBe('cryptoAmount')
    expect(
      fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: '1', fiatValue: 1 }, false)),
    ).toBe('fiatValue')
  })

  it('a null key counts as not passed (as in the sandbox) and is left out of the body sent', () => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, fiatValue: null }, false))).toBe(
      'cryptoAmount',
    )
    const sent = checkQuoteBody(
      ctx,
      { ...base, fiatValue: null, cryptoAmount: '1', userCountryCode: null },
      false,
    )
    expect(sent).toEqual({ ...base, cryptoAmount: '1' })
  })

  it.each(['1.5', ...NOT_DIGIT_STRINGS])('rejects cryptoAmount %j', (amount) => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: amount }, false))).toBe(
      'cryptoAmount',
    )
  })

  it.each([1, 10n, {}])('rejects a non-string cryptoAmount %s', (amount) => {
    expect(fieldOf(() => checkQuoteBody(ctx, { ...base, cryptoAmount: amount }, false))).toBe(
      'cryptoAmount',
    )
  })

  it('accepts every positive integer string up to 78 digits (uint256), none longer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 80n }), (n) => {
        const field = fieldOf(() =>
          checkQuoteBody(ctx, { ...base, cryptoAmount: n.toString() }, false),
        )
        expect(field).toBe(n.toString().length <= 78 ? undefined : 'cryptoAmount')
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

  it('legacy takes a bare symbol or an asset id', () => {
    for (const symbol of ['ETH', 'USDC.e', 'ETH_USDC']) {
      expect(
        fieldOf(() =>
          checkQuoteBody(ctx, { ...base, cryptoAssetSymbol: symbol, fiatValue: 1 }, true),
        ),
      ).toBeUndefined()
    }
    for (const symbol of [' ', 'ETH USDC', 'eth_usdc', '']) {
      expect(
        fieldOf(() =>
          checkQuoteBody(ctx, { ...base, cryptoAssetSymbol: symbol, fiatValue: 1 }, true),
        ),
      ).toBe('cryptoAssetSymbol')
    }
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

describe("checkQuoteBody reads the quote request rules' table", () => {
  it("carries the broken rule's code in details.rule", () => {
    const ruleOf = (body: unknown, legacy = false) => {
      try {
        checkQuoteBody(ctx, body, legacy)
        return undefined
      } catch (error) {
        return (error as HostApiError).details
      }
    }
    expect(ruleOf({ ...base })).toEqual({ field: 'cryptoAmount', rule: 'AMOUNT_REQUIRED' })
    expect(ruleOf({ ...base, cryptoAmount: '1', fiatValue: 1 })).toEqual({
      field: 'fiatValue',
      rule: 'AMOUNT_CONFLICT',
    })
    expect(ruleOf({ ...base, fiatCurrency: 'EURO', fiatValue: 1 })).toEqual({
      field: 'fiatCurrency',
      rule: 'INVALID_CURRENCY',
    })
    expect(ruleOf(null)).toEqual({ field: 'body', rule: 'INVALID_PARAMS' })
    // the client's own option is not a quote rule: no code
    expect(() => checkQuoteBody({} as ClientContext, { ...base, fiatValue: 1 }, false)).toThrow(
      expect.objectContaining({ details: { field: 'hostApiKey' } }),
    )
  })

  it('sends a legacy payment method outside the list, warning in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = { ...base, cryptoAssetSymbol: 'ETH', fiatValue: 1, paymentMethodType: 'GOOGLEPAY' }
    expect(checkQuoteBody(ctx, body, true)).toEqual(body)
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rampkit\] paymentMethodType is not one of the legacy quote's/),
    )
    warn.mockClear()
    checkQuoteBody(ctx, { ...body, paymentMethodType: 'CARD_PAYMENT' }, true)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
