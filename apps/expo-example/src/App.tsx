import { appendWidgetEvent, type SaleToTrack, type WidgetEvent } from '@rampkit/core'
import { type LoggedEvent, saleStatusFromReceiver } from '@rampkit/example-shared'
import { useSale } from '@rampkit/react-native'
import { useCallback, useMemo, useState } from 'react'
// The page is the create-rampkit template's, not a copy: the example adds its extras below.
import {
  type AppProps as PageProps,
  App as WalletPage,
} from '../../../packages/create-rampkit/templates/expo/src/App'
import type { AppConfig } from '../../../packages/create-rampkit/templates/expo/src/config'
import { EventLog } from './components/EventLog'
import { SaleStatus } from './components/SaleStatus'

export interface ExampleConfig extends AppConfig {
  /** The webhook receiver: the widgets report to it, the sale status is read from it. */
  webhookUrl: string
}

interface Props {
  config: ExampleConfig
  /** How often the sale's status is read until final. */
  pollMs?: number
  /** The user's wallet (an EIP-1193 provider from a wallet SDK), as the template's page takes it. */
  provider?: PageProps['provider']
  providerName?: PageProps['providerName']
}

/**
 * The template's page (its wallet: the given provider and, in development, the sandbox wallet of
 * the local chain) with the example's extras in its own-sections place: the sale's status (from
 * the webhook receiver: the host API has none) and the event log.
 */
export function App({ config, pollMs = 2000, provider, providerName }: Props) {
  const [log, setLog] = useState<readonly LoggedEvent[]>([])
  const [sale, setSale] = useState<SaleToTrack | null>(null)
  const onEvent = useCallback((event: WidgetEvent, source: 'Buy' | 'Sell') => {
    setLog((current) =>
      appendWidgetEvent(current, {
        n: (current.at(-1)?.n ?? 0) + 1,
        at: new Date(),
        source,
        event,
      }),
    )
    if (event.type === 'OFFRAMP_SALE_CREATED') setSale(event.payload)
  }, [])
  const readStatus = useMemo(() => saleStatusFromReceiver(config.webhookUrl), [config.webhookUrl])
  const sold = useSale(sale, { readStatus, intervalMs: pollMs })
  return (
    <WalletPage config={config} provider={provider} providerName={providerName} onEvent={onEvent}>
      <SaleStatus sale={sold} />
      <EventLog entries={log} />
    </WalletPage>
  )
}
