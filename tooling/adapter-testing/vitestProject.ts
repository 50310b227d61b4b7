// The vitest project every adapter package's tests run in (imported by a relative path: a vitest
// config is bundled, and a TypeScript file behind a package name would not be).
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
// Core's sources run in the tests: `__DEV__` as in its default build.
import { devFlagVitePlugin } from '../../packages/core/build/devFlag.mjs'
import { typeTests as typeTestsOf } from '../typeTests.mjs'

const coreEntry = (file: string) =>
  fileURLToPath(new URL(`../../packages/core/src/exports/${file}`, import.meta.url))

/**
 * @rampkit/core on its source: no build of it needed (nor a stale one used). The subpath first:
 * an alias also matches what starts with its name and a slash.
 */
export const coreOnSource = [
  { find: '@rampkit/core/adapter', replacement: coreEntry('adapter.ts') },
  { find: '@rampkit/core', replacement: coreEntry('index.ts') },
]

/**
 * jsdom tests (`tests`) and type tests (`typeTests`, on the package's tsconfig.json). The files
 * share their workers' module registry unless `isolate` (loading the framework, jsdom's globals
 * and core again per file cost more CPU than the tests); a stubbed global is undone after each
 * test.
 */
export function adapterProject({
  name,
  tests,
  typeTests,
  isolate = false,
}: {
  name: string
  tests: string
  typeTests: string
  /** A fresh module registry per file: the element's defines a custom element once per file. */
  isolate?: boolean
}) {
  return defineProject({
    plugins: [devFlagVitePlugin()],
    resolve: { alias: coreOnSource },
    test: {
      name,
      include: [tests],
      environment: 'jsdom',
      isolate,
      unstubGlobals: true,
      typecheck: typeTestsOf(name, typeTests),
    },
  })
}
