import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The schemas are opt-in: the main entry must never pull valibot into an app's bundle.
const src = fileURLToPath(new URL('..', import.meta.url))

async function bundledInputs(contents: string): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: src, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
  })
  return Object.keys(result.metafile.inputs)
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
})
