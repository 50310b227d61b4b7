// JSX types of <rampkit-widget> for Solid, the declaration the package README gives (a test in
// e2e/src/element-solid.test.ts keeps the two the same). On the tag, not in Solid's global
// `ExplicitProperties` / `CustomEvents`, which would let every element take these bindings.
import type {
  ElementConfigKey,
  RampKitWidgetElement,
  RampKitWidgetEventMap,
  RampKitWidgetProperties,
} from '../../src/index.js'

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
