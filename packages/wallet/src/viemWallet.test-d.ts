import { createPublicClient, createWalletClient, custom, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import type { EvmWallet } from './EvmWallet.js'
import { viemWallet } from './viemWallet.js'

declare const provider: Parameters<typeof custom>[0]
declare const key: `0x${string}`

describe('viemWallet', () => {
  it("takes the wallet clients hosts hold: a browser provider's, a local account's, with or without a chain", () => {
    expectTypeOf(
      viemWallet(createWalletClient({ transport: custom(provider) })),
    ).toEqualTypeOf<EvmWallet>()
    viemWallet(createWalletClient({ account: `0x${'1'.repeat(40)}`, transport: custom(provider) }))
    viemWallet(createWalletClient({ account: privateKeyToAccount(key), transport: http() }))
    viemWallet(createWalletClient({ chain: mainnet, transport: http() }))
  })

  it('refuses a public client: it cannot sign', () => {
    // @ts-expect-error: no sendTransaction of a wallet
    viemWallet(createPublicClient({ chain: mainnet, transport: http() }))
  })
})
