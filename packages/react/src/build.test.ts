// @vitest-environment node
// Builds the package as `pnpm build` does (into a scratch folder) and checks what users get.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
// Inside the package, so the built file resolves react and @rampkit/core as an install would.
const out = fileURLToPath(new URL('../node_modules/.cache/build-test/', import.meta.url))

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('package build', () => {
  it('builds ESM + types that export what the source exports, with core and react left external', async () => {
    execFileSync('pnpm', ['exec', 'tsup', '--out-dir', out], { cwd: root, stdio: 'pipe' })
    const js = readFileSync(`${out}index.js`, 'utf8')
    const dts = readFileSync(`${out}index.d.ts`, 'utf8')
    expect(js).toMatch(/from ["']@rampkit\/core["']/)
    expect(js).toMatch(/from ["']react["']/)
    expect(js).not.toMatch(/function createQuoteStore|function useSyncExternalStore/)

    const built = await import(/* @vite-ignore */ `${out}index.js`)
    const source = await import('./index.js')
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort())
    for (const name of [...Object.keys(source), 'QuoteHookOptions', 'RampKitProviderProps']) {
      expect(dts).toContain(name)
    }
  }, 60_000)

  it('starts with "use client", so React Server Components import it as client references', () => {
    const js = readFileSync(`${out}index.js`, 'utf8')
    // A directive counts only as the file's first statement.
    expect(js.split('\n', 1)[0]).toBe('"use client";')
    expect(js.match(/sourceMappingURL/g)).toHaveLength(1)
  })
})
