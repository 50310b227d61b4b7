import {
  type EmbeddedWidgetConfig,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type WidgetEvent,
  warnOnMixedEnvironments,
} from '@rampkit/core'
import { type MountedWidget, mountWidget } from '@rampkit/core/adapter'
import {
  defineComponent,
  h,
  onBeforeUnmount,
  onMounted,
  type PropType,
  shallowRef,
  watch,
  watchEffect,
} from 'vue'
import { toPlain } from '../composables/toPlain.js'
import { injectApiBaseUrl } from '../plugin/injectApiBaseUrl.js'

/**
 * The widget embedded in a `<div>` of its own (attributes such as `class` go to that div).
 * `config`'s `variant` is `embedded-desktop` (default) or `embedded-mobile`. A config change
 * that alters the widget URL mounts a new widget; anything else keeps it. Events come as the
 * `event` emit (`@event` / `onEvent`). An invalid config throws `WidgetConfigError` to the
 * nearest `onErrorCaptured` / `app.config.errorHandler`. On the server only the div renders.
 */
// Pure: an app that never uses the component drops it (vue, external here, is not seen).
export const RampWidget = /* @__PURE__ */ defineComponent({
  name: 'RampWidget',
  props: {
    config: { type: Object as PropType<EmbeddedWidgetConfig>, required: true },
    /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
    onSendCrypto: { type: Function as PropType<SendCryptoHandler>, default: undefined },
    /** Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account (address) for an asset. */
    onRequestCryptoAccount: {
      type: Function as PropType<RequestCryptoAccountHandler>,
      default: undefined,
    },
    /**
     * How long the widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
     * is emitted (it stays mounted). Read at mount. Default 15,000 ms.
     */
    loadTimeoutMs: { type: Number, default: undefined },
  },
  emits: {
    /** Every widget event. */
    event: (_event: WidgetEvent) => true,
  },
  setup(props, { emit }) {
    const container = shallowRef<HTMLDivElement>()
    let widget: MountedWidget | undefined
    const read = () => toPlain(props.config)

    onMounted(() => {
      widget = mountWidget(container.value!, read(), {
        onEvent: (event) => emit('event', event),
        loadTimeoutMs: props.loadTimeoutMs,
        // Core looks them up at each request: the latest props answer.
        get onSendCrypto() {
          return props.onSendCrypto
        },
        get onRequestCryptoAccount() {
          return props.onRequestCryptoAccount
        },
      })
    })
    // The widget compares URLs: an equal config costs nothing.
    watch(read, (next) => widget?.update(next))
    const apiBaseUrl = injectApiBaseUrl()
    watchEffect(() => warnOnMixedEnvironments(apiBaseUrl, props.config.url))
    onBeforeUnmount(() => {
      widget?.destroy()
      widget = undefined
    })
    return () => h('div', { ref: container })
  },
})
