import { describe, expectTypeOf, it } from 'vitest'
import { createWalletConnector, type WalletConnectorState } from './connect.js'
import { useWalletConnector } from './react.js'

describe('@rampkit/wallet/react', () => {
  it("gives the connector's snapshot as it is", () => {
    const connector = createWalletConnector()
    expectTypeOf(useWalletConnector(connector)).toEqualTypeOf<WalletConnectorState>()
    // @ts-expect-error: a connector, not its snapshot
    useWalletConnector(connector.getSnapshot())
  })
})
