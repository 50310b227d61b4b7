import type { EmbeddedWidgetConfig } from '@rampkit/core'
import { isEmbeddedVariant } from '@rampkit/core/adapter'
import { RampWidget } from '@rampkit/react'
import type { CSSProperties } from 'react'
import type { RampWidgetViewProps } from './types'

export type { CloseConfirmationTexts, RampWidgetViewProps } from './types'

/**
 * On the web (react-native-web, Expo's web build) the widget is core's embedded widget in the
 * page, with the same props as in an app (`webViewProps`, `deepLinkScheme` and
 * `closeConfirmation` do not apply).
 * `variant` may pick `embedded-desktop`; anything else is `embedded-mobile`.
 */
export function RampWidgetView({
  config,
  onEvent,
  onClose,
  onSendCrypto,
  onRequestCryptoAccount,
  loadTimeoutMs,
  style,
}: RampWidgetViewProps) {
  const variant = isEmbeddedVariant(config.variant ?? '') ? config.variant : 'embedded-mobile'
  return (
    <RampWidget
      config={{ ...config, variant } as EmbeddedWidgetConfig}
      onEvent={(event, message) => {
        onEvent?.(event, message)
        if (event.type === 'WIDGET_CLOSE') onClose?.()
      }}
      onSendCrypto={onSendCrypto}
      onRequestCryptoAccount={onRequestCryptoAccount}
      loadTimeoutMs={loadTimeoutMs}
      style={{ display: 'flex', flex: 1, ...flatten(style) }}
    />
  )
}

/**
 * A React Native style (an object, or nested arrays of them with falsy holes) as one object:
 * on the web its values are CSS values. Done here so the web build needs no `react-native`.
 */
function flatten(style: unknown): CSSProperties {
  if (Array.isArray(style)) return Object.assign({}, ...style.map(flatten))
  return style && typeof style === 'object' ? (style as CSSProperties) : {}
}
