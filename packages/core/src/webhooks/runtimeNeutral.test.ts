import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const entry = fileURLToPath(new URL('../exports/webhooks.ts', import.meta.url))

// The webhooks entry must run in browsers and edge runtimes: bundling it for the browser with
// every `node:` module and Node built-in marked external shows which ones it reaches.
describe('@rampkit/core/webhooks runtime neutrality', () => {
  it('imports no Node module, directly or through its dependencies', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      metafile: true,
      logLevel: 'silent',
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes('webhooks/verifyWebhookSignature.ts'))).toBe(true)
    const externals = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((item) => item.external).map((item) => item.path),
    )
    expect(externals).toEqual([])
    const code = result.outputFiles[0]?.text ?? ''
    expect(code).not.toMatch(/\bnode:|\brequire\(|\bBuffer\b|\bprocess\./)
  })
})
