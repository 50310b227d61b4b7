import {
  appendWidgetEvent,
  type RequestCryptoAccountHandler,
  type SaleToTrack,
  type WidgetEvent,
} from '@rampkit/core'
import {
  type AppConfig,
  embeddedWidgetConfig,
  type LoggedEvent,
  saleStatusFromReceiver,
} from '@rampkit/example-shared'
import { useSale } from '@rampkit/react'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { EmbeddedPanel } from './components/EmbeddedPanel.js'
import { EventLog } from './components/EventLog.js'
import { SaleStatus } from './components/SaleStatus.js'
import { WebhookLog } from './components/WebhookLog.js'
import { useWebhookLog } from './hooks/useWebhookLog.js'

export interface ExampleExtrasOptions {
  config: AppConfig
  /** Absolute URL of the logo the embedded widget shows. */
  logoUrl: string
  /**
   * The currency the embedded widget opens in: the page's. Default EUR, the templates' CURRENCY
   * (not imported here: the Next example shares these extras, and the React template's config
   * reads Vite's import.meta.env, which Next has not).
   */
  currency?: string
  /** How often the sale's status is read from the receiver until final. Default 2000 ms. */
  pollMs?: number
  /** How long a silent embedded widget may take before LOAD_TIMEOUT. */
  loadTimeoutMs?: number
  /** Where the embedded widget's crypto goes (the connected wallet); none: it asks its user. */
  onRequestCryptoAccount?: RequestCryptoAccountHandler | undefined
}

/**
 * What the example shows beside the template's page, written once: the event log (every
 * widget's events), the sale's status read from the webhook receiver (the host API has none),
 * the receiver's calls and the embedded widget. `onEvent` goes to the page (its Buy and Sell),
 * `sections` into it (its children).
 */
export function useExampleExtras({
  config,
  logoUrl,
  currency = 'EUR',
  pollMs = 2000,
  loadTimeoutMs,
  onRequestCryptoAccount,
}: ExampleExtrasOptions): {
  onEvent: (event: WidgetEvent, source: string) => void
  sections: ReactNode
} {
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [sale, setSale] = useState<SaleToTrack | null>(null)
  const logged = useRef(0)
  const onEvent = useCallback((event: WidgetEvent, source: string) => {
    logged.current += 1
    const entry = { n: logged.current, at: new Date(), source, event }
    setLog((current) => appendWidgetEvent(current, entry))
    if (event.type === 'OFFRAMP_SALE_CREATED') setSale(event.payload)
  }, [])

  const readSaleStatus = useMemo(
    () => saleStatusFromReceiver(config.webhookUrl),
    [config.webhookUrl],
  )
  const sold = useSale(sale, { readStatus: readSaleStatus, intervalMs: pollMs })
  // Read again when a widget created something or the sale moved on.
  const created = log.filter(({ event }) => event.type.endsWith('_CREATED')).length
  const webhooks = useWebhookLog(config.webhookUrl, `${created}/${sold.saleStatus}`)

  const sections = (
    <>
      <SaleStatus sale={sold} />
      <EventLog entries={log} />
      <WebhookLog state={webhooks.state} reload={webhooks.reload} />
      <EmbeddedPanel
        config={embeddedWidgetConfig({ config, logoUrl, currency, assetId: 'ETH_ETH' })}
        onEvent={(event) => onEvent(event, 'Embedded')}
        onRequestCryptoAccount={onRequestCryptoAccount}
        loadTimeoutMs={loadTimeoutMs}
      />
    </>
  )
  return { onEvent, sections }
}
