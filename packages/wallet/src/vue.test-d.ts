import { describe, expectTypeOf, it } from 'vitest'
import type { ShallowRef } from 'vue'
import { createWalletConnector, type WalletConnectorState } from './connect.js'
import { useWalletConnector } from './vue.js'

describe('@rampkit/wallet/vue', () => {
  it("gives the connector's snapshot as a read-only shallow ref", () => {
    const connector = createWalletConnector()
    const state = useWalletConnector(connector)
    expectTypeOf(state).toEqualTypeOf<Readonly<ShallowRef<WalletConnectorState>>>()
    // @ts-expect-error: the state is the connector's to change
    state.value = connector.getSnapshot()
  })
})
