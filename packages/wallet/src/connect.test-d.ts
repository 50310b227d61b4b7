import type { EIP1193Provider } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
// The sandbox's development wallet (its source): the example pages list it beside the extensions.
import type { SandboxWalletProvider } from '../../sandbox/src/wallet.js'
import {
  createWalletConnector,
  type DiscoveredWallet,
  type TransactionReceipt,
  transactionReceipt,
  type WalletConnectorState,
  type WalletProvider,
} from './connect.js'
import type { EvmWallet, WalletConnection } from './EvmWallet.js'
import type { WalletError } from './WalletError.js'

describe('@rampkit/wallet/connect', () => {
  it("takes viem's typed EIP-1193 provider, events included, as a wallet's provider", () => {
    expectTypeOf<EIP1193Provider>().toExtend<WalletProvider>()
    const sandbox: WalletProvider = {} as SandboxWalletProvider
    createWalletConnector({
      wallets: [
        { info: { uuid: 's', name: 'Sandbox', icon: 'data:,', rdns: 'dev' }, provider: sandbox },
      ],
    })
    createWalletConnector({
      wallets: [
        {
          info: { uuid: 'u', name: 'Dev', icon: 'data:,', rdns: 'dev' },
          provider: {} as EIP1193Provider,
        },
      ],
    })
  })

  it('gives readonly snapshots of the documented shape', () => {
    const state = createWalletConnector().getSnapshot()
    expectTypeOf(state).toEqualTypeOf<WalletConnectorState>()
    expectTypeOf(state.wallets).toEqualTypeOf<readonly DiscoveredWallet[]>()
    expectTypeOf(state.status).toEqualTypeOf<'disconnected' | 'connecting' | 'connected'>()
    expectTypeOf(state.connection).toEqualTypeOf<WalletConnection | undefined>()
    expectTypeOf(state.wallet).toEqualTypeOf<EvmWallet | undefined>()
    expectTypeOf(state.error).toEqualTypeOf<WalletError | undefined>()
    // @ts-expect-error: a snapshot is not to be changed
    state.wallets.push(state.wallets[0] as DiscoveredWallet)
  })

  it('connects by uuid and resolves the receipt of a hash', () => {
    const connector = createWalletConnector()
    expectTypeOf(connector.connect).parameter(0).toEqualTypeOf<string>()
    expectTypeOf(connector.subscribe(() => {})).toEqualTypeOf<() => void>()
    expectTypeOf(
      transactionReceipt({} as EIP1193Provider, '0x1', { intervalMs: 500 }),
    ).resolves.toEqualTypeOf<TransactionReceipt>()
  })
})
