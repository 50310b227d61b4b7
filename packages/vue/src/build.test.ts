// @vitest-environment node
// Builds the package as `pnpm build` does (into a scratch folder) and checks what users get.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
// Inside the package, so the built file resolves vue and @rampkit/core as an install would.
const out = fileURLToPath(new URL('../node_modules/.cache/build-test/', import.meta.url))

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('package build', () => {
  it('builds ESM + types that export what the source exports, with core and vue left external', async () => {
    execFileSync('pnpm', ['exec', 'tsup', '--out-dir', out], { cwd: root, stdio: 'pipe' })
    const js = readFileSync(`${out}index.js`, 'utf8')
    const dts = readFileSync(`${out}index.d.ts`, 'utf8')
    // Imported, not bundled (esbuild writes the specifiers with double quotes).
    expect(js).toMatch(/from ["']@rampkit\/core["']/)
    expect(js).toMatch(/from ["']vue["']/)
    expect(js).toContain('//# sourceMappingURL=index.js.map')
    expect(js.match(/sourceMappingURL/g)).toHaveLength(1)
    expect(js).not.toMatch(/function createQuoteStore|function createWidgetController|\.vue['"]/)

    const built = await import(/* @vite-ignore */ `${out}index.js`)
    const source = await import('./index.js')
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort())
    for (const name of [...Object.keys(source), 'QuoteComposableOptions', 'RampKitPluginOptions']) {
      expect(dts).toContain(name)
    }
  }, 60_000)
})
