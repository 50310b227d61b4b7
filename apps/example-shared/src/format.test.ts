import { describe, expect, it } from 'vitest'
import { formatCrypto, formatFiat } from './format.js'

describe('format', () => {
  it('formats fiat by currency, and unknown codes plainly', () => {
    expect(formatFiat(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatFiat(3, 'BRL')).toBe('R$3.00')
    expect(formatFiat(3, 'ZZZZ')).toBe('3.00 ZZZZ')
  })

  it('cuts crypto to 8 decimals without rounding up', () => {
    expect(formatCrypto('30123456789999999', 18, 'ETH')).toBe('0.03012345 ETH')
    expect(formatCrypto('1000000', 6, 'USDC')).toBe('1 USDC')
    expect(formatCrypto('5', 18, 'ETH')).toBe('0 ETH')
  })
})
