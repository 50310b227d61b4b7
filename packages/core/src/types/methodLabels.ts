import type { PaymentMethodName, PayoutMethodName } from './quotes.js'

/**
 * How people read the payment (on-ramp) and payout (off-ramp) method names of spec 2.8, for a
 * host's quote table or method picker. `CARD_PAYMENT` and the payout `CARD` are both "Card".
 */
export const METHOD_LABELS: Readonly<Record<PaymentMethodName | PayoutMethodName, string>> = {
  MANUAL_BANK_TRANSFER: 'Manual bank transfer',
  AUTO_BANK_TRANSFER: 'Instant bank transfer',
  CARD_PAYMENT: 'Card',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  PIX: 'Pix',
  AMERICAN_BANK_TRANSFER: 'US bank transfer',
  CARD: 'Card',
  SEPA: 'SEPA bank transfer',
  SPEI: 'SPEI bank transfer',
}

/**
 * The label of a method name: `methodLabel('CARD_PAYMENT') === 'Card'`. A name the service adds
 * later is read out of its own words (`OPEN_BANKING_UK` → "Open banking uk"), never left blank.
 */
export function methodLabel(name: string): string {
  if (Object.hasOwn(METHOD_LABELS, name)) return METHOD_LABELS[name as keyof typeof METHOD_LABELS]
  const words = name
    .trim()
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .join(' ')
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1)
}
