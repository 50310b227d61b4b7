// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createApp, createSSRApp, defineComponent, effectScope, h, nextTick } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { announce } from '../test/connectorFixtures.js'
import { useWalletConnector, useWalletSession } from './vue.js'
import { createWalletConnector, type WalletConnector } from './walletConnector.js'
import { createWalletSession } from './walletSession.js'

/** A "Connect wallet" list as a page renders it. */
const Wallets = defineComponent({
  props: { connector: { type: Object as () => WalletConnector, required: true } },
  setup(props) {
    // biome-ignore lint/correctness/useHookAtTopLevel: a Vue composable, called in setup as Vue asks (React's rule misreads the name)
    const state = useWalletConnector(props.connector)
    return () =>
      h(
        'p',
        `${state.value.status} ${state.value.connection?.chainId ?? '-'}: ${state.value.wallets.map((w) => w.info.name).join(', ')}`,
      )
  },
})

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const run of cleanup) run()
  cleanup = []
})

describe('useWalletConnector (vue)', () => {
  it('renders the wallets found and the connection once mounted, again on each change', async () => {
    const connector = createWalletConnector({ target: window })
    announce(window, 'a')
    const container = document.createElement('div')
    const app = createApp(Wallets, { connector })
    app.mount(container)
    cleanup.push(
      () => app.unmount(),
      () => connector.destroy(),
    )
    await nextTick()
    expect(container.textContent).toBe('disconnected -: Wallet a')
    announce(window, 'b')
    await connector.connect('b')
    await nextTick()
    expect(container.textContent).toBe('connected 1: Wallet a, Wallet b')
  })

  it('follows in a bare effect scope at once, and stops when the scope ends', () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    cleanup.push(() => connector.destroy())
    announce(target, 'a')
    const scope = effectScope()
    const state = scope.run(() => useWalletConnector(connector))
    expect(state?.value.wallets).toHaveLength(1)
    announce(target, 'b')
    expect(state?.value).toBe(connector.getSnapshot())
    scope.stop()
    announce(target, 'c')
    expect(state?.value.wallets).toHaveLength(2)
  })

  it('renders no wallet on the server, so hydration agrees', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    cleanup.push(() => connector.destroy())
    announce(target, 'a')
    const html = await renderToString(createSSRApp(Wallets, { connector }))
    expect(html).toBe('<p>disconnected -: </p>')
  })
})

describe('useWalletSession (vue)', () => {
  it('follows the session in an effect scope, and lets it stop reading when the scope ends', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    cleanup.push(() => connector.destroy())
    announce(target, 'a')
    const session = createWalletSession({ connector })
    const scope = effectScope()
    const state = scope.run(() => useWalletSession(session))
    expect(state?.value.handlers).toEqual({})
    await connector.connect('a')
    expect(state?.value.connector.status).toBe('connected')
    expect(state?.value.handlers.onSendCrypto).toBeTypeOf('function')
    scope.stop()
    connector.disconnect()
    expect(state?.value.connector.status).toBe('connected')
  })
})
