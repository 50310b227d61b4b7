import { describe, expectTypeOf, it } from 'vitest'
// The element's own type, from its source: bindWallet takes it with no cast.
import type { RampKitWidgetElement } from '../../element/src/RampKitWidgetElement.js'
import { createWalletConnector } from './connect.js'
import type { EvmWallet } from './EvmWallet.js'
import { bindWallet } from './element.js'

describe('@rampkit/wallet/element', () => {
  it('binds a wallet, or none, to a <rampkit-widget> element', () => {
    const element = {} as RampKitWidgetElement
    const options = { assets: [] }
    expectTypeOf(bindWallet(element, {} as EvmWallet, options)).toEqualTypeOf<Promise<void>>()
    bindWallet(element, createWalletConnector().getSnapshot().wallet, options)
    // @ts-expect-error: the asset lists are needed for the widget's parameters
    bindWallet(element, undefined, {})
    // @ts-expect-error: an element without the handler properties
    bindWallet(document.createElement('div'), undefined, options)
  })
})
