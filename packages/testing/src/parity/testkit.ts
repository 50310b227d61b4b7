// The parity scenario (not shipped): one off-ramp sale whose crypto the host sends, run under
// mockWidget here and in Chromium against the stand-in widget by e2e/src/testing-kit-parity.test.ts;
// both compare what the host's handler was called with and what it answered.
import {
  createWidget,
  type SendCryptoPayload,
  type WidgetConfig,
  type WidgetEvent,
} from '@rampkit/core'
import { Window } from 'happy-dom'
import { createTestSandbox } from '../sandbox/createTestSandbox.js'
import type { HostAnswer } from '../widget/fakeWidgetWindow.js'
import { mockWidget } from '../widget/mockWidget.js'

export const PARITY_TX_HASH = `0x${'ab'.repeat(32)}`

/** The scenario's configuration, less the widget URL (the served sandbox's, or any). */
export const PARITY_CONFIG = {
  hostAppName: 'Parity host',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'demo-host-api-key',
  variant: 'desktop',
  enabledFlows: ['OFFRAMP'],
  offrampAsset: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 80,
  useSendCryptoCallback: true,
} as const satisfies WidgetConfig

/** What the host saw and did, with the values that differ by run (ids, amounts) named. */
export interface ParityRecord {
  /** Event types the host's `'*'` handler got, in order. */
  events: string[]
  /** The `onSendCrypto` calls. */
  sendCryptoCalls: unknown[]
  /** What the host posted to the widget. */
  answers: HostAnswer[]
}

/** The record with run-specific values replaced: the sale's amount and an EVM deposit address. */
export function normalizeParity(
  events: WidgetEvent[],
  sendCryptoCalls: SendCryptoPayload[],
  answers: HostAnswer[],
): ParityRecord {
  const created = events.find((event) => event.type === 'OFFRAMP_SALE_CREATED')
  const amount = created?.type === 'OFFRAMP_SALE_CREATED' ? created.payload.sale.crypto.amount : ''
  return {
    events: events.map((event) => event.type),
    sendCryptoCalls: sendCryptoCalls.map((call) => ({
      assetInfo: call.assetInfo,
      amount: call.amount === amount ? "<the sale's amount>" : call.amount,
      address: /^0x[0-9a-f]{40}$/i.test(call.address) ? '<an EVM address>' : call.address,
    })),
    answers,
  }
}

/**
 * The scenario under mockWidget: in the test's DOM, or a happy-dom window of its own where there
 * is none (the e2e project runs in Node).
 */
export async function runParityUnderMock(): Promise<ParityRecord> {
  const globals = globalThis as { window?: unknown; document?: unknown }
  const own =
    globals.window === undefined ? new Window({ url: 'http://127.0.0.1:5173/' }) : undefined
  if (own) {
    globals.window = own
    globals.document = own.document
  }
  const sandbox = createTestSandbox()
  const widgetMock = mockWidget({ sandbox })
  try {
    const widget = createWidget({ ...PARITY_CONFIG, url: 'https://widget.example/' })
    const events: WidgetEvent[] = []
    const sendCryptoCalls: SendCryptoPayload[] = []
    widget.on('*', (event) => events.push(event))
    widget.onSendCrypto(async (request) => {
      sendCryptoCalls.push(request)
      return { txHash: PARITY_TX_HASH }
    })
    widget.show()
    await widgetMock.emit('OFFRAMP_SALE_CREATED')
    await widgetMock.emit('SEND_CRYPTO')
    await widgetMock.waitForAnswer('SEND_CRYPTO_RESULT')
    widget.close()
    // The close is the launcher's own: compare what the widget's messages caused.
    return normalizeParity(
      events.filter((event) => event.type !== 'WIDGET_CLOSE'),
      sendCryptoCalls,
      widgetMock.answers(),
    )
  } finally {
    widgetMock.restore()
    sandbox.dispose()
    if (own) {
      delete globals.window
      delete globals.document
      await own.happyDOM.close()
    }
  }
}
