// The pages' ts blocks compile against @rampkit/wallet and its optional peers (viem,
// @wagmi/core), which the docs package does not depend on: resolved through the transformer's
// paths, with their real types (a planted type error against them fails).
import { fileURLToPath } from 'node:url'
import { createMarkdownRenderer } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { createTwoslashTransformer } from './twoslashTransformer'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

const block = (code: string) => `\`\`\`ts\n${code}\n\`\`\`\n`
const imports = [
  "import { viemWallet } from '@rampkit/wallet'",
  "import { wagmiWallet } from '@rampkit/wallet/wagmi'",
  "import { createWalletClient, custom } from 'viem'",
  "import { mainnet } from 'viem/chains'",
  "import { createConfig, http } from '@wagmi/core'",
].join('\n')

const renderer = createMarkdownRenderer(docsRoot, {
  codeTransformers: [createTwoslashTransformer(docsRoot)],
})

async function render(markdown: string): Promise<unknown> {
  const log = console.error
  console.error = () => {} // twoslash prints the failing block: the assertion reads the error
  try {
    ;(await renderer).render(markdown)
    return undefined
  } catch (error) {
    return error
  } finally {
    console.error = log
  }
}

describe('the twoslash transformer', { timeout: 120_000 }, () => {
  it('resolves @rampkit/wallet, its /wagmi entry, viem and @wagmi/core with their types', async () => {
    // One compile (each takes seconds): the planted error is the block's only one, so every
    // import resolved, to its declarations (an unresolved module would be any, and no error).
    const code = `${imports}
declare const ethereum: Parameters<typeof custom>[0]
const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
const wallets = [viemWallet(createWalletClient({ transport: custom(ethereum) })), wagmiWallet(config)]
export const connected = wallets.map((wallet) => wallet.connection())
const planted: number = wagmiWallet(config)`
    const error = String(await render(block(code)))
    expect(error).toMatch(/Type 'EvmWallet' is not assignable to type 'number'/)
    expect(error).not.toMatch(/Cannot find module|\[\d+\] \d+ - (?!Type 'EvmWallet')/)
  })
})
