import { PAYMENT_METHODS, PAYOUT_METHODS } from '@rampkit/core'
import { invalidRequest } from '../errors.js'
import type { CreatePurchaseInput } from '../records/createPurchase.js'
import type { CreateSaleInput } from '../records/createSale.js'
import { fieldReader } from './fields.js'
import { readTradeFields, TRADE_FIELDS } from './tradeFields.js'

function common(body: Record<string, unknown>) {
  const read = fieldReader(body)
  // a V3 quote's trade fields, by core's quote request rules' table
  const { cryptoAssetSymbol, fiatCurrency, amount } = readTradeFields(
    read,
    body,
    'quote',
    TRADE_FIELDS,
  )
  const hostApiKey = read.string('hostApiKey')
  return { read, cryptoAssetSymbol, fiatCurrency, amount, hostApiKey }
}

/** Body of `POST /sandbox/purchases`. */
export function parsePurchaseBody(body: Record<string, unknown>): CreatePurchaseInput {
  const { read, cryptoAssetSymbol, fiatCurrency, amount, hostApiKey } = common(body)
  const paymentMethodType = read.oneOf('paymentMethodType', PAYMENT_METHODS)
  const receiverAddress = read.string('receiverAddress', { required: true, maxLength: 128 })
  const webhookStatusUrl = read.string('webhookStatusUrl', { maxLength: 2048 })
  if (
    read.issues.length > 0 ||
    !cryptoAssetSymbol ||
    !fiatCurrency ||
    !amount ||
    !receiverAddress
  ) {
    throw invalidRequest(read.issues)
  }
  const input: CreatePurchaseInput = { cryptoAssetSymbol, fiatCurrency, amount, receiverAddress }
  if (paymentMethodType !== undefined) input.paymentMethodType = paymentMethodType
  if (hostApiKey !== undefined) input.hostApiKey = hostApiKey
  if (webhookStatusUrl !== undefined) input.webhookStatusUrl = webhookStatusUrl
  return input
}

/** Body of `POST /sandbox/sales`. */
export function parseSaleBody(body: Record<string, unknown>): CreateSaleInput {
  const { read, cryptoAssetSymbol, fiatCurrency, amount, hostApiKey } = common(body)
  const payoutMethodType = read.oneOf('payoutMethodType', PAYOUT_METHODS)
  const offrampWebhookV3Url = read.string('offrampWebhookV3Url', { maxLength: 2048 })
  if (read.issues.length > 0 || !cryptoAssetSymbol || !fiatCurrency || !amount) {
    throw invalidRequest(read.issues)
  }
  const input: CreateSaleInput = { cryptoAssetSymbol, fiatCurrency, amount }
  if (payoutMethodType !== undefined) input.payoutMethodType = payoutMethodType
  if (hostApiKey !== undefined) input.hostApiKey = hostApiKey
  if (offrampWebhookV3Url !== undefined) input.offrampWebhookV3Url = offrampWebhookV3Url
  return input
}
