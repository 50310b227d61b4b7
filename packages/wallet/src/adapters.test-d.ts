import { describe, expectTypeOf, it } from 'vitest'
import type { ShallowRef } from 'vue'
// The element's own type, from its source: bindWallet takes it with no cast.
import type { RampKitWidgetElement } from '../../element/src/RampKitWidgetElement.js'
import { createWalletConnector, type WalletConnectorState } from './connect.js'
import type { EvmWallet } from './EvmWallet.js'
import { bindWallet } from './element.js'
import { useWalletConnector as useReact } from './react.js'
import { fromWalletConnector } from './svelte.js'
import { useWalletConnector as useVue } from './vue.js'

const connector = createWalletConnector()

describe('the framework subpaths', () => {
  it('give the connector snapshot: as it is (react), a read-only shallow ref (vue), .current (svelte)', () => {
    expectTypeOf(useReact(connector)).toEqualTypeOf<WalletConnectorState>()
    expectTypeOf(useVue(connector)).toEqualTypeOf<Readonly<ShallowRef<WalletConnectorState>>>()
    expectTypeOf(fromWalletConnector(connector).current).toEqualTypeOf<WalletConnectorState>()
    // @ts-expect-error: the state is the connector's to change
    fromWalletConnector(connector).current = connector.getSnapshot()
    // @ts-expect-error: a connector, not its snapshot
    useReact(connector.getSnapshot())
  })

  it('binds a wallet, or none, to a <rampkit-widget> element', () => {
    const element = {} as RampKitWidgetElement
    const options = { assets: [] }
    expectTypeOf(bindWallet(element, {} as EvmWallet, options)).toEqualTypeOf<Promise<void>>()
    bindWallet(element, connector.getSnapshot().wallet, options)
    // @ts-expect-error: the asset lists are needed for the widget's parameters
    bindWallet(element, undefined, {})
    // @ts-expect-error: an element without the handler properties
    bindWallet(document.createElement('div'), undefined, options)
  })
})
