import { describe, expect, it } from 'vitest'
import { DEPRECATED_PAYMENT_METHODS, WIDGET_PAYMENT_METHODS } from '../constants.js'
import { expectOneIssue, valid, warningsOf } from '../testkit.js'

describe('paymentMethodType', () => {
  it.each(WIDGET_PAYMENT_METHODS)('accepts the current value %s without warnings', (method) => {
    expect(valid({ paymentMethodType: method }).paymentMethodType).toBe(method)
    expect(warningsOf({ paymentMethodType: method })).toEqual([])
  })

  it.each(Object.entries(DEPRECATED_PAYMENT_METHODS))(
    'maps the deprecated %s to %s with a warning',
    (old, current) => {
      expect(valid({ paymentMethodType: old }).paymentMethodType).toBe(current)
      expect(warningsOf({ paymentMethodType: old })).toEqual([
        {
          path: 'paymentMethodType',
          message: `paymentMethodType '${old}' is deprecated: the widget reads it as '${current}'.`,
        },
      ])
    },
  )

  it('rejects other values, listing the current ones', () => {
    expectOneIssue(
      { paymentMethodType: 'VISA' },
      'paymentMethodType',
      "paymentMethodType must be 'MANUAL_BANK_TRANSFER', 'AUTO_BANK_TRANSFER', 'CARD_PAYMENT', 'APPLE_PAY', 'GOOGLE_PAY' or 'PIX', got the string \"VISA\".",
    )
  })

  it('suggests the current name for a near miss, also of a deprecated name', () => {
    expectOneIssue(
      { paymentMethodType: 'card_payment' },
      'paymentMethodType',
      /got the string "card_payment"\. Did you mean 'CARD_PAYMENT'\?$/,
    )
    expectOneIssue(
      { paymentMethodType: 'ApplePay' },
      'paymentMethodType',
      /got the string "ApplePay"\. Did you mean 'APPLE_PAY'\?$/,
    )
  })

  it('prototype names are not payment methods', () => {
    expectOneIssue(
      { paymentMethodType: 'constructor' },
      'paymentMethodType',
      /got the string "constructor"/,
    )
    expectOneIssue(
      { paymentMethodType: '__proto__' },
      'paymentMethodType',
      /got the string "__proto__"/,
    )
  })

  it('is on-ramp only', () => {
    expect(
      valid({ enabledFlows: ['OFFRAMP', 'ONRAMP'], paymentMethodType: 'PIX' }).paymentMethodType,
    ).toBe('PIX')
    expectOneIssue(
      { enabledFlows: ['OFFRAMP'], paymentMethodType: 'PIX' },
      'paymentMethodType',
      "paymentMethodType is only for the ONRAMP flow, but enabledFlows is ['OFFRAMP'].",
    )
  })
})
