// @vitest-environment node
// Builds the package as `pnpm build` does (into a scratch folder) and checks what users get.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
// Inside the package (git-ignored), so Vite compiles the built files as an app's build would.
const out = fileURLToPath(new URL('../../.svelte-kit/build-test/', import.meta.url))

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('package build', () => {
  it('ships rune modules, the component and types, nothing of the tests, core and svelte external', async () => {
    execFileSync('pnpm', ['exec', 'svelte-package', '--input', 'src/lib', '--output', out], {
      cwd: root,
      stdio: 'pipe',
    })
    execFileSync('node', ['scripts/declareSvelteModules.mjs', out], { cwd: root, stdio: 'pipe' })
    const files = readdirSync(out).sort()
    expect(files.filter((name) => /test|testing|tests/.test(name))).toEqual([])
    for (const name of files.filter((f) => f.endsWith('.js'))) {
      expect(files).toContain(name.replace(/\.js$/, '.d.ts'))
    }
    expect(files).toEqual(
      expect.arrayContaining([
        'RampWidget.svelte',
        'RampWidget.svelte.d.ts',
        'RampWidget.d.svelte.ts',
      ]),
    )
    // The node16 declaration points at the bundler one instead of repeating it.
    expect(readFileSync(`${out}RampWidget.d.svelte.ts`, 'utf8')).toBe(
      "export * from './RampWidget.svelte.js';\nexport { default } from './RampWidget.svelte.js';\n",
    )
    // Runes stay for the app's Svelte compiler; the TypeScript is gone.
    const resource = readFileSync(`${out}createResource.svelte.js`, 'utf8')
    expect(resource).toContain('$state.raw(')
    expect(resource).not.toMatch(/: ResourceStore|import type/)
    const code = files
      .filter((f) => /\.(js|svelte)$/.test(f))
      .map((f) => readFileSync(`${out}${f}`, 'utf8'))
      .join('\n')
    expect(code).toContain("from '@rampkit/core'")
    expect(code).not.toMatch(/function createResourceStore|function mountWidget/)

    const built = await import(/* @vite-ignore */ `${out}index.js`)
    const source = await import('../lib/index.js')
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort())
    const dts = readFileSync(`${out}index.d.ts`, 'utf8')
    for (const name of [...Object.keys(source), 'QuoteResult', 'RampWidgetProps']) {
      expect(dts).toContain(name)
    }
    expect(existsSync(`${out}types.d.ts`)).toBe(true)
  }, 60_000)
})
