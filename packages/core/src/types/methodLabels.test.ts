import { describe, expect, it } from 'vitest'
import { METHOD_LABELS, methodLabel } from './methodLabels.js'
import { PAYMENT_METHODS, PAYOUT_METHODS } from './quotes.js'

describe('methodLabel', () => {
  it('names every payment and payout method as people read it', () => {
    expect(methodLabel('CARD_PAYMENT')).toBe('Card')
    expect(methodLabel('APPLE_PAY')).toBe('Apple Pay')
    expect(methodLabel('MANUAL_BANK_TRANSFER')).toBe('Manual bank transfer')
    expect(methodLabel('SEPA')).toBe('SEPA bank transfer')
    for (const name of [...PAYMENT_METHODS, ...PAYOUT_METHODS]) {
      expect(METHOD_LABELS[name]).toMatch(/^[A-Z][\w ]+$/)
      expect(methodLabel(name)).toBe(METHOD_LABELS[name])
    }
  })

  it('labels within a flow are distinct, so a table row is never ambiguous', () => {
    const onramp = PAYMENT_METHODS.map((name) => METHOD_LABELS[name])
    const offramp = PAYOUT_METHODS.map((name) => METHOD_LABELS[name])
    expect(new Set(onramp).size).toBe(onramp.length)
    expect(new Set(offramp).size).toBe(offramp.length)
  })

  it('a method the service adds later is read out of its name', () => {
    expect(methodLabel('OPEN_BANKING_UK')).toBe('Open banking uk')
    expect(methodLabel('toString')).toBe('Tostring')
    expect(methodLabel('__proto__')).toBe('Proto')
    expect(methodLabel('')).toBe('')
  })
})
