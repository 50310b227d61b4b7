import { createConfig, http } from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'
import { describe, expectTypeOf, it } from 'vitest'
import type { EvmWallet } from './EvmWallet.js'
import { wagmiWallet } from './wagmiWallet.js'

describe('wagmiWallet', () => {
  it("takes a host's wagmi config", () => {
    const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
    expectTypeOf(wagmiWallet(config)).toEqualTypeOf<EvmWallet>()
    // @ts-expect-error: a config, not its chains
    wagmiWallet([mainnet])
  })
})
