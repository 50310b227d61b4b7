import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { DEV_FLAG, devFlagPlugin } from '../../build/devFlag.mjs'
import { QUOTE_RULES, quoteRuleWords } from '../hostApi/quoteRules.js'
import { REQUEST_RULES } from './invalidRequest.js'

// The schemas are opt-in: the main entry must never pull valibot into an app's bundle.
const src = fileURLToPath(new URL('..', import.meta.url))

async function bundled(contents: string, mode?: 'production' | 'development') {
  return build({
    stdin: { contents, resolveDir: src, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    // As tsup compiles the mode into dist/production, dist/development and dist/.
    plugins: [devFlagPlugin(DEV_FLAG[mode ?? 'default'])],
  })
}

async function bundledInputs(contents: string): Promise<string[]> {
  return Object.keys((await bundled(contents)).metafile.inputs)
}

describe('bundles', () => {
  it('the whole main entry holds no valibot', async () => {
    const inputs = await bundledInputs(
      "import * as core from './exports/index.ts'; console.log(core)",
    )
    expect(inputs.some((path) => path.includes('client/request.ts'))).toBe(true)
    expect(inputs.filter((path) => path.includes('valibot'))).toEqual([])
  })

  it('a client with validation injected from the schemas entry does hold it', async () => {
    const inputs = await bundledInputs(
      `import { createHostApiClient } from './exports/index.ts'
       import { validateHostApiResponse } from './exports/schemas.ts'
       console.log(createHostApiClient({ baseUrl: 'https://x/api', validate: validateHostApiResponse }))`,
    )
    expect(inputs.some((path) => path.includes('valibot'))).toBe(true)
  })

  it("a production client holds none of development's INVALID_REQUEST rules", async () => {
    const entry = `import { createHostApiClient } from './exports/index.ts'
      console.log(createHostApiClient({ baseUrl: 'https://x/api' }))`
    const code = async (mode: 'production' | 'development') =>
      (await bundled(entry, mode)).outputFiles[0]!.text
    const [production, development] = await Promise.all([code('production'), code('development')])
    // the quote rules' words (hostApi/quoteRules.ts) as the client says them
    const quoteWords = [
      ...QUOTE_RULES,
      ['body', 'INVALID_PARAMS'] as const,
      ['cryptoAmount', 'AMOUNT_REQUIRED'] as const,
      ['fiatValue', 'AMOUNT_CONFLICT'] as const,
    ].flatMap(([field, code]) => [
      quoteRuleWords({ field, code }, 'quote'),
      quoteRuleWords({ field, code }, 'legacyQuote'),
    ])
    for (const rule of [...Object.values(REQUEST_RULES), ...quoteWords]) {
      expect(development).toContain(rule)
      expect(production).not.toContain(rule)
    }
    expect(production).toContain('#invalid-request')
  })
})
