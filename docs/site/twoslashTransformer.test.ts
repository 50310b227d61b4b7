// A page's ts block may not import @rampkit/wallet or its optional peers (viem, @wagmi/core):
// their declarations cost a twoslash compile seconds per block, so their examples are files of
// snippets/wallet/, checked in one program. The build says so, before compiling anything. A block
// is compiled once, however many times the build renders its page.
import { fileURLToPath } from 'node:url'
import { createMarkdownRenderer } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { createTwoslashTransformer, memoryTypesCache } from './twoslashTransformer'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

// One renderer per file: VitePress keeps the first one's highlighter, transformers included.
const cache = memoryTypesCache()
const renderer = createMarkdownRenderer(docsRoot, {
  codeTransformers: [createTwoslashTransformer(docsRoot, cache)],
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

describe('the twoslash transformer', { timeout: 60_000 }, () => {
  it.each([
    ['ts', "import { viemWallet } from '@rampkit/wallet'", '@rampkit/wallet'],
    [
      'ts',
      "import {\n  createWalletConnector,\n} from '@rampkit/wallet/connect'",
      '@rampkit/wallet',
    ],
    ['ts', "import 'viem/window'", 'viem'],
    ['tsx', "import type { Config } from '@wagmi/core'", '@wagmi/core'],
  ])('sends a %s block importing %j to snippets/wallet/', async (lang, line, module) => {
    const block = `\`\`\`${lang}\ndeclare const x: number\n${line}\nexport const y = x\n\`\`\`\n`
    const error = String(await render(block))
    expect(error).toContain(
      `A ${lang} block imports ${module}: write it as a file of docs/snippets/wallet/`,
    )
    expect(error).toContain(`{${lang} no-twoslash}`)
  })

  it('leaves a snippet file included with no-twoslash to its own checker', async () => {
    const included = "```ts no-twoslash\nimport { viemWallet } from '@rampkit/wallet'\n```\n"
    expect(await render(included)).toBeUndefined()
  })

  it('compiles a block once across renders (a build renders each page three times)', async () => {
    const page =
      "```ts\nimport { fromBaseUnits } from '@rampkit/core'\nexport const eth = fromBaseUnits(10n ** 18n, 18)\n```\n"
    const before = cache.size
    const first = (await renderer).render(page)
    expect(first).toContain('twoslash-hover')
    expect(cache.size).toBe(before + 1)
    expect((await renderer).render(page)).toBe(first)
    expect(cache.size).toBe(before + 1)
    // a tsx block of the same code is compiled as tsx, not given the ts block's result
    expect((await renderer).render(page.replace('```ts', '```tsx'))).toContain('twoslash-hover')
    expect(cache.size).toBe(before + 2)
  })
})
