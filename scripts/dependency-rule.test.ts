// The dependency rule (.dependency-cruiser.cjs) run with the same config and the same CLI as
// `pnpm run deps`, on fixture trees written to the system temp folder: a tree with planted
// violations reports each one under its rule name and fails; a tree that keeps the rule passes.
// Two depcruise runs in all (each ~2-3 s, mostly start-up).
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const config = join(root, '.dependency-cruiser.cjs')
const depcruise = join(root, 'node_modules', '.bin', 'depcruise')
const core = 'packages/core/src'
const fixtures: string[] = []

interface Cruise {
  status: number
  /** Each violation as "rule: from → to" (a cycle: its first step). */
  violations: string[]
  output: string
}

/** Writes `files` (path → source) under a fresh temp folder and runs the rule on it. */
async function cruise(files: Record<string, string>): Promise<Cruise> {
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-deps-'))
  fixtures.push(dir)
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), source)
  }
  const tops = new Set(Object.keys(files).map((path) => path.split('/')[0] as string))
  // The default `err` output and its exit code (the number of errors), as `pnpm run deps` gives.
  const run = await new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      depcruise,
      ['--config', config, ...tops],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error?.code
        resolve({
          status: typeof code === 'number' ? code : error ? -1 : 0,
          output: stdout + stderr,
        })
      },
    )
  })
  if (!/dependency violations/.test(run.output)) throw new Error(`depcruise failed: ${run.output}`)
  const violations = [...run.output.matchAll(/^\s*error (\S+): (\S+) →\s+(\S+)/gm)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  )
  return { ...run, violations }
}

const planted: Record<string, string> = {
  // (a) a two-file import cycle
  'apps/some-app/src/a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
  'apps/some-app/src/b.ts': "import { a } from './a.js'\nexport const b = () => a\n",
  // a cycle between test files
  [`${core}/quotes/a.test.ts`]: "import { b } from './b.test.js'\nexport const a = () => b\n",
  [`${core}/quotes/b.test.ts`]: "import { a } from './a.test.js'\nexport const b = () => a\n",
  // (b) a lower core layer importing a higher one
  [`${core}/shared/x.ts`]: "import { y } from '../widget/mount/y.js'\nexport const x = y\n",
  [`${core}/widget/mount/y.ts`]: 'export const y = 1\n',
  // the same with a type-only import
  [`${core}/types/t.ts`]: "import type { Q } from '../quotes/q.js'\nexport type T = Q\n",
  [`${core}/quotes/q.ts`]: 'export type Q = string\n',
  // a widget folder importing one above it
  [`${core}/widget/url/u.ts`]: "import { y } from '../mount/y.js'\nexport const u = y\n",
  // a folder missing from the table, and a layer importing it
  [`${core}/newFolder/n.ts`]: "import { y } from '../widget/mount/y.js'\nexport const n = y\n",
  [`${core}/shared/s.ts`]: "import { n } from '../newFolder/n.js'\nexport const s = n\n",
  // core's code importing a test helper of its own layer
  [`${core}/client/request.ts`]:
    "import { fixture } from './testing/fixtures.js'\nexport const request = fixture\n",
  [`${core}/client/testing/fixtures.ts`]: 'export const fixture = 1\n',
  // an adapter importing core's source by a relative path
  'packages/vue/src/useThing.ts':
    "import { stableKey } from '../../core/src/shared/stableKey.js'\nexport const k = stableKey\n",
  [`${core}/shared/stableKey.ts`]: 'export const stableKey = (x: unknown) => String(x)\n',
}

const clean: Record<string, string> = {
  [`${core}/shared/stableKey.ts`]: 'export const stableKey = (x: unknown) => String(x)\n',
  [`${core}/types/common.ts`]: "export type Flow = 'onramp' | 'offramp'\n",
  [`${core}/widget/config/constants.ts`]:
    "import type { Flow } from '../../types/common.js'\nexport const FLOWS: Flow[] = []\n",
  [`${core}/widget/mount/mount.ts`]:
    "import { stableKey } from '../../shared/stableKey.js'\nimport { FLOWS } from '../config/constants.js'\nexport const mount = () => stableKey(FLOWS)\n",
  [`${core}/widget/mount/testing/harness.ts`]:
    "import { mount } from '../mount.js'\nexport const harness = () => mount()\n",
  // Tests are out of the layer rule: a test of shared may use a widget test helper.
  [`${core}/shared/stableKey.test.ts`]:
    "import { harness } from '../widget/mount/testing/harness.js'\nimport { stableKey } from './stableKey.js'\nharness()\nstableKey(1)\n",
  [`${core}/widget/index.ts`]: "export { mount } from './mount/mount.js'\n",
  [`${core}/exports/index.ts`]:
    "export { stableKey } from '../shared/stableKey.js'\nexport { mount } from '../widget/index.js'\n",
  // Through the package name: resolves into core's dist/ (excluded), or nowhere here.
  'packages/react/src/index.ts': "export { mount } from '@rampkit/core'\n",
  'packages/react/vitest.config.ts': "export * from '../core/build/devFlag.mjs'\n",
  'packages/core/build/devFlag.mjs': 'export const devFlag = 1\n',
}

let withViolations: Cruise
let withoutViolations: Cruise
beforeAll(async () => {
  ;[withViolations, withoutViolations] = await Promise.all([cruise(planted), cruise(clean)])
}, 60_000)
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true })
})

describe('the dependency rule on a fixture tree', () => {
  it('passes a tree that keeps the layer order (tests may import any layer)', () => {
    expect(withoutViolations.violations).toEqual([])
    expect(withoutViolations.output).toMatch(/no dependency violations found/)
    expect(withoutViolations.status).toBe(0)
  })

  it('fails with one error per planted violation', () => {
    expect(withViolations.violations).toHaveLength(9)
    expect(withViolations.status).toBe(9)
  })

  it('reports a two-file import cycle as no-circular (once, from either file)', () => {
    const cycle = withViolations.violations.filter((v) => v.includes('apps/some-app/'))
    expect(cycle).toHaveLength(1)
    expect([
      'no-circular: apps/some-app/src/a.ts → apps/some-app/src/b.ts',
      'no-circular: apps/some-app/src/b.ts → apps/some-app/src/a.ts',
    ]).toContain(cycle[0])
  })

  it('reports a cycle made by test files', () => {
    const cycle = withViolations.violations.filter((v) => v.includes(`${core}/quotes/a.test.ts`))
    expect(cycle).toHaveLength(1)
    expect(cycle[0]).toMatch(
      /^no-circular: \S+\/quotes\/[ab]\.test\.ts → \S+\/quotes\/[ab]\.test\.ts$/,
    )
  })

  it("reports a lower core layer importing a higher one under the lower layer's rule", () => {
    expect(withViolations.violations).toContain(
      `core-layer:shared: ${core}/shared/x.ts → ${core}/widget/mount/y.ts`,
    )
    expect(withViolations.violations).toContain(
      `core-layer:widget/url: ${core}/widget/url/u.ts → ${core}/widget/mount/y.ts`,
    )
  })

  it('counts a type-only import', () => {
    expect(withViolations.violations).toContain(
      `core-layer:types: ${core}/types/t.ts → ${core}/quotes/q.ts`,
    )
  })

  it('reports a folder missing from the table, and a layer importing it', () => {
    expect(withViolations.violations).toContain(
      `core-layer:unknown-folder: ${core}/newFolder/n.ts → ${core}/widget/mount/y.ts`,
    )
    expect(withViolations.violations).toContain(
      `core-layer:shared: ${core}/shared/s.ts → ${core}/newFolder/n.ts`,
    )
  })

  it("reports core's code importing a test helper", () => {
    expect(withViolations.violations).toContain(
      `core-no-test-helpers-in-code: ${core}/client/request.ts → ${core}/client/testing/fixtures.ts`,
    )
  })

  it('reports an adapter importing core by a relative path', () => {
    expect(withViolations.violations).toContain(
      `adapter-imports-core-by-entry-point: packages/vue/src/useThing.ts → ${core}/shared/stableKey.ts`,
    )
  })
})

describe('the layer table', () => {
  const rules: { name: string }[] = createRequire(import.meta.url)(config).forbidden

  it('has a layer for every folder of packages/core/src', () => {
    const src = join(root, core)
    const folders = (dir: string) =>
      readdirSync(join(src, dir)).filter((name) => statSync(join(src, dir, name)).isDirectory())
    const layers = folders('').flatMap((name) =>
      name === 'widget' ? folders('widget').map((sub) => `widget/${sub}`) : [name],
    )
    const ruled = rules.map((rule) => rule.name.replace(/^core-layer:/, ''))
    // exports may import anything: it has no rule of its own.
    expect(layers.filter((layer) => layer !== 'exports' && !ruled.includes(layer))).toEqual([])
  })
})
