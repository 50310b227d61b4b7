import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { sendFromWallet, walletAccount } from '@rampkit/example-shared'
import { useRampWidget } from '@rampkit/react'
import { useState } from 'react'

interface Props {
  buyConfig: WidgetConfig
  sellConfig: WidgetConfig
  /** Why selling this asset is not possible, if it is not. */
  sellUnavailable?: string
  onEvent(source: 'Buy' | 'Sell', event: WidgetEvent): void
  /** How long a silent widget may take before LOAD_TIMEOUT (default 15 s). */
  loadTimeoutMs?: number
}

/** Buy opens the on-ramp widget, Sell the off-ramp one, each as an overlay. */
export function TradeButtons({
  buyConfig,
  sellConfig,
  sellUnavailable,
  onEvent,
  loadTimeoutMs,
}: Props) {
  // The configs carry no userAddress: the widget asks, and the wallet answers.
  // A widget that never loaded leaves the page under an empty overlay: this page closes it (the
  // launcher leaves that to the host) and the message says why.
  const closeIfSilent = (widget: { close(): void }, event: WidgetEvent) => {
    if (event.type === 'WIDGET_OPEN_FAILED' && event.payload.reason === 'LOAD_TIMEOUT')
      widget.close()
  }
  const buy = useRampWidget(buyConfig, {
    onEvent: (event) => {
      onEvent('Buy', event)
      closeIfSilent(buy, event)
    },
    onRequestCryptoAccount: walletAccount,
    loadTimeoutMs,
  })
  const sell = useRampWidget(sellConfig, {
    onEvent: (event) => {
      onEvent('Sell', event)
      closeIfSilent(sell, event)
    },
    onSendCrypto: sendFromWallet,
    onRequestCryptoAccount: walletAccount,
    loadTimeoutMs,
  })
  const [error, setError] = useState<string>()
  const open = (widget: { show(): void }) => () => {
    setError(undefined)
    try {
      widget.show()
    } catch (e) {
      // WidgetConfigError lists every issue; the key is never in it.
      setError((e as Error).message)
    }
  }
  return (
    <div className="actions">
      {/* Not toggles: each opens a modal dialog (WAI-ARIA's dialog trigger, as Radix's). */}
      <button
        type="button"
        className="primary"
        onClick={open(buy)}
        aria-haspopup="dialog"
        aria-expanded={buy.isOpen}
      >
        Buy
      </button>
      <button
        type="button"
        onClick={open(sell)}
        disabled={sellUnavailable !== undefined}
        aria-describedby={sellUnavailable ? 'sell-note' : undefined}
        aria-haspopup="dialog"
        aria-expanded={sell.isOpen}
      >
        Sell
      </button>
      {sellUnavailable && (
        <span id="sell-note" className="muted">
          {sellUnavailable}
        </span>
      )}
      {error && (
        <p role="alert" className="error wide">
          {error}
        </p>
      )}
    </div>
  )
}
