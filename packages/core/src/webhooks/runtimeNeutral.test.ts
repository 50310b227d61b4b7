import { fileURLToPath } from 'node:url'
import { type BuildOptions, build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const entry = fileURLToPath(new URL('../exports/webhooks.ts', import.meta.url))

// The one way the entry reaches Node: `process.getBuiltinModule` at run time, guarded, where a
// runtime has it (nativeSecp256k1.ts). Not an import: browser and edge bundles carry no Node module.
const NATIVE_PROBE = /getBuiltinModule\?\.\("node:crypto"\)/g

/** The webhooks entry bundled in memory as an app would bundle it, for `platform`. */
const bundleEntry = (options: Pick<BuildOptions, 'platform' | 'mainFields'>) =>
  build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    ...options,
  })

// The webhooks entry must run in browsers and edge runtimes: bundling it for the browser with
// every `node:` module and Node built-in marked external shows which ones it reaches.
describe('@rampkit/core/webhooks runtime neutrality', () => {
  it('imports no Node module, directly or through its dependencies', async () => {
    const result = await bundleEntry({ platform: 'neutral', mainFields: ['module', 'main'] })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes('webhooks/verifyWebhookSignature.ts'))).toBe(true)
    const externals = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((item) => item.external).map((item) => item.path),
    )
    expect(externals).toEqual([])
    const code = result.outputFiles[0]?.text ?? ''
    expect(code.match(NATIVE_PROBE)).toHaveLength(1)
    expect(code.replace(NATIVE_PROBE, '')).not.toMatch(/\bnode:|\brequire\(|\bBuffer\b|\bprocess\./)
  })

  it("verifies elsewhere with @noble/curves' audited secp256k1, not curve code of its own", async () => {
    const result = await bundleEntry({ platform: 'browser' })
    const { inputs } = result.metafile
    expect(Object.keys(inputs).some((path) => path.endsWith('@noble/curves/secp256k1.js'))).toBe(
      true,
    )
    const own = Object.entries(inputs).filter(([path]) => path.includes('src/webhooks/'))
    const curveImports = own.flatMap(([, input]) =>
      input.imports.map((item) => item.path).filter((path) => path.includes('@noble/curves')),
    )
    expect(curveImports.length).toBeGreaterThan(0)
    for (const path of curveImports) expect(path).toMatch(/@noble\/curves\/secp256k1\.js$/)
  })
})
