// JSX types of <rampkit-widget> for Solid: declare the tag once, in a .ts file your tsconfig
// includes (with "jsx": "preserve" and "jsxImportSource": "solid-js").
import type {
  ElementConfigKey,
  RampKitWidgetElement,
  RampKitWidgetEventMap,
  RampKitWidgetProperties,
} from '@rampkit/element'

type RampKitWidgetBindings = RampKitWidgetProperties &
  Pick<RampKitWidgetElement, 'config' | 'open' | 'onSendCrypto' | 'onRequestCryptoAccount'>

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'rampkit-widget': HTMLAttributes<RampKitWidgetElement> & {
        // One-word attributes (`url`, `variant`, `open`, …): TypeScript leaves names with a
        // hyphen (`host-api-key`) unchecked.
        [K in ElementConfigKey | 'open' as K extends Lowercase<K> ? K : never]?:
          | RampKitWidgetBindings[K]
          | string
      } & {
        [K in keyof RampKitWidgetBindings as `prop:${K}`]?: RampKitWidgetBindings[K]
      } & {
        [K in keyof RampKitWidgetEventMap as `on:${K}`]?: EventHandlerWithOptionsUnion<
          RampKitWidgetElement,
          RampKitWidgetEventMap[K]
        >
      }
    }
  }
}
