import { describe, expect, it } from 'vitest'
import { formatCrypto, formatFiat } from './format.js'

describe('format', () => {
  it('formats fiat by currency, and unknown codes plainly', () => {
    expect(formatFiat(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatFiat(3, 'BRL')).toBe('R$3.00')
    expect(formatFiat(3, 'ZZZZ')).toBe('3.00 ZZZZ')
  })

  it('shows crypto with every digit, as the widget does, trailing zeros dropped', () => {
    // The sandbox quotes 100 EUR as 0.030003125 ETH; cutting to 8 digits showed 0.03000312.
    expect(formatCrypto('30003125000000000', 18, 'ETH')).toBe('0.030003125 ETH')
    expect(formatCrypto('30123456789999999', 18, 'ETH')).toBe('0.030123456789999999 ETH')
    expect(formatCrypto('1000000', 6, 'USDC')).toBe('1 USDC')
    expect(formatCrypto('5', 18, 'ETH')).toBe('0.000000000000000005 ETH')
  })
})
