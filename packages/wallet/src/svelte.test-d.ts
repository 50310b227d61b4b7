import { describe, expectTypeOf, it } from 'vitest'
import { createWalletConnector, type WalletConnectorState } from './connect.js'
import { fromWalletConnector } from './svelte.js'

describe('@rampkit/wallet/svelte', () => {
  it("gives the connector's snapshot as .current, read-only", () => {
    const connector = createWalletConnector()
    expectTypeOf(fromWalletConnector(connector).current).toEqualTypeOf<WalletConnectorState>()
    // @ts-expect-error: the state is the connector's to change
    fromWalletConnector(connector).current = connector.getSnapshot()
  })
})
