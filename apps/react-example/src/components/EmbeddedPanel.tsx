import type { EmbeddedWidgetConfig, RequestCryptoAccountHandler, WidgetEvent } from '@rampkit/core'
import { RampWidget } from '@rampkit/react'
import { useState } from 'react'

interface Props {
  config: EmbeddedWidgetConfig
  onEvent(event: WidgetEvent): void
  /** Where the crypto goes; none: the widget asks its user. */
  onRequestCryptoAccount?: RequestCryptoAccountHandler | undefined
  /** How long a silent widget may take before LOAD_TIMEOUT (default 15 s). */
  loadTimeoutMs?: number
}

/** The widget inside the page (embedded variant), shown on request. */
export function EmbeddedPanel({ config, onEvent, onRequestCryptoAccount, loadTimeoutMs }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <section className="card embedded" aria-labelledby="embedded-title">
      <div className="section-head">
        <h2 id="embedded-title">Embedded widget</h2>
        <button type="button" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
          {shown ? 'Hide embedded widget' : 'Show embedded widget'}
        </button>
      </div>
      {shown ? (
        <RampWidget
          className="embedded-frame"
          config={config}
          onEvent={onEvent}
          onRequestCryptoAccount={onRequestCryptoAccount}
          loadTimeoutMs={loadTimeoutMs}
        />
      ) : (
        <p className="muted">The same widget, inside this page instead of over it.</p>
      )}
    </section>
  )
}
