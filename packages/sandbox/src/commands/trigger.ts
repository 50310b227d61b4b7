import type { WebhookAttempt } from '../webhooks/createWebhookDispatcher.js'
import { formatWebhookAttempt } from '../webhooks/formatWebhookAttempt.js'
import type { TriggerEvent } from './commandArgs.js'
import { checkSandbox, type SandboxClient } from './sandboxClient.js'

// An address on the chain of the asset bought (ETH_ETH): the sandbox checks its shape.
const RECEIVER_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const TRADE = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }

/** The webhook `type` each event sends. */
const WEBHOOK_TYPE: Record<TriggerEvent, string> = {
  'purchase.created': 'CREATED',
  'purchase.released': 'RELEASED',
  'purchase.returned': 'RETURNED',
  'purchase.error': 'ERROR',
  'sale.created': 'CREATED',
  'sale.released': 'RELEASED',
  'sale.expired': 'EXPIRED',
}

/**
 * Creates a purchase or sale whose webhooks go to the receiver, moves it so that `event`'s call
 * is sent, then waits for that call's first attempt and prints it. Resolves to the exit code:
 * 0 delivered, 1 not (refused, failed, or no attempt in time).
 */
export async function trigger(
  client: SandboxClient,
  options: { event: TriggerEvent; receiverUrl: string; timeoutMs: number },
  print: (line: string) => void,
): Promise<number> {
  await checkSandbox(client)
  const { event } = options
  const id = event.startsWith('purchase.')
    ? await purchaseFor(client, event, `${options.receiverUrl}/purchase`)
    : await saleFor(client, event, `${options.receiverUrl}/offramp`)
  print(`${event}: ${event.split('.')[0]} ${id}`)
  const type = WEBHOOK_TYPE[event]
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const attempts = await client.get<WebhookAttempt[]>(`/sandbox/webhook-deliveries?id=${id}`)
    const attempt = attempts.find((candidate) => candidate.type === type)
    if (attempt) {
      print(formatWebhookAttempt(attempt))
      return attempt.outcome === 'delivered' ? 0 : 1
    }
    if (Date.now() > deadline) {
      print(`no ${type} call was attempted within ${options.timeoutMs} ms`)
      // Calls about one record go in order: say which earlier call holds this one up.
      const waiting = attempts.at(-1)
      if (waiting?.outcome === 'retrying') {
        print(`it waits behind: ${formatWebhookAttempt(waiting)}`)
        print(
          `retry that call now: POST ${client.url}/sandbox/webhook-deliveries/${waiting.deliveryId}/retry`,
        )
      }
      return 1
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function purchaseFor(client: SandboxClient, event: TriggerEvent, webhookStatusUrl: string) {
  const { id } = await client.post<{ id: string }>('/sandbox/purchases', {
    ...TRADE,
    receiverAddress: RECEIVER_ADDRESS,
    webhookStatusUrl,
  })
  const path = `/sandbox/purchases/${id}`
  if (event === 'purchase.released') await client.post(`${path}/advance`, { to: 'RELEASED' })
  if (event === 'purchase.returned') {
    await client.post(`${path}/advance`, { to: 'PAYMENT_EXECUTED' })
    await client.post(`${path}/fail`, { reason: 'RETURNED' })
  }
  if (event === 'purchase.error') {
    await client.post(`${path}/advance`, { to: 'PAYMENT_STARTED' })
    await client.post(`${path}/fail`, { reason: 'PAYMENT_FAILED' })
  }
  return id
}

async function saleFor(client: SandboxClient, event: TriggerEvent, offrampWebhookV3Url: string) {
  const { id } = await client.post<{ id: string }>('/sandbox/sales', {
    ...TRADE,
    offrampWebhookV3Url,
  })
  if (event === 'sale.released') await client.post(`/sandbox/sales/${id}/release`)
  if (event === 'sale.expired') await client.post(`/sandbox/sales/${id}/expire`)
  return id
}
