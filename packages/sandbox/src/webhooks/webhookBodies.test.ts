import { parseWebhook } from '@rampkit/core/webhooks'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../../test/helpers.js'
import { createPurchase } from '../records/createPurchase.js'
import { createSale } from '../records/createSale.js'
import { createState } from '../state.js'
import {
  purchaseWebhookBody,
  purchaseWebhookType,
  redactViewTokens,
  saleWebhookBody,
} from './webhookBodies.js'

describe('webhook bodies', () => {
  it.each([
    ['INITIALIZED', undefined],
    ['PAYMENT_STARTED', undefined],
    ['PAYMENT_IN_PROGRESS', undefined],
    ['PAYMENT_EXECUTED', undefined],
    ['RELEASING', undefined],
    ['RELEASED', 'RELEASED'],
    ['RETURNED', 'RETURNED'],
    ['PAYMENT_FAILED', 'ERROR'],
    ['EXPIRED', 'ERROR'],
    ['CANCELLED', 'ERROR'],
  ])('a purchase becoming %s sends %s', (status, type) => {
    expect(purchaseWebhookType(status)).toBe(type)
  })

  it('sandbox purchases and sales make bodies core’s parseWebhook reads back', () => {
    const state = createState()
    const { purchase } = createPurchase(state, {
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 5000n },
      receiverAddress: EVM_ADDRESS,
    })
    const { sale } = createSale(state, {
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 5000n },
    })
    for (const type of ['CREATED', 'RELEASED', 'RETURNED', 'ERROR'] as const) {
      const body = JSON.parse(JSON.stringify(purchaseWebhookBody(type, purchase)))
      expect(parseWebhook(body)).toEqual({ kind: 'purchase', type, purchase })
    }
    for (const type of ['CREATED', 'RELEASED', 'EXPIRED'] as const) {
      const body = JSON.parse(JSON.stringify(saleWebhookBody(type, sale)))
      expect(body).toEqual({ id: sale.id, type, mode: 'OFFRAMP', payload: sale })
      expect(parseWebhook(body)).toEqual({ kind: 'sale', type, id: sale.id, sale })
    }
  })

  it('redaction replaces every view token, at any depth, and copies', () => {
    const body = {
      type: 'CREATED',
      purchase: {
        id: 'p',
        purchaseViewToken: 'tok-1',
        nested: [{ secret: 's', saleViewToken: 'x' }],
      },
    }
    const redacted = redactViewTokens(body)
    expect(redacted).toEqual({
      type: 'CREATED',
      purchase: {
        id: 'p',
        purchaseViewToken: '[redacted]',
        nested: [{ secret: '[redacted]', saleViewToken: '[redacted]' }],
      },
    })
    expect(body.purchase.purchaseViewToken).toBe('tok-1')
  })
})
