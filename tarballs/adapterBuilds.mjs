// What the built files of each framework adapter must be, read from its packed tarball (a step
// of check.mjs). What every package gets (contents, publint/attw, imports, exports snapshot)
// is checked there for all packages; these are the adapters' own:
// - React: every built file starts with "use client" (React Server Components import it as
//   client references);
// - React and Vue (tsup): each built file ends with one sourceMappingURL, naming its shipped map;
// - each adapter imports @rampkit/core and its framework instead of bundling them;
// - Svelte (svelte-package): rune modules keep their runes for the app's compiler and lose their
//   TypeScript, every module has its declaration, RampWidget.svelte ships with its two
//   declarations (the node16 one re-exporting the bundler one), nothing of the tests ships.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

/** Files under `dist/` of an unpacked package, relative to `dist/`. */
function distFiles(dir) {
  return readdirSync(join(dir, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(dir, 'dist').length + 1))
    .sort()
}

const read = (dir, file) => readFileSync(join(dir, 'dist', file), 'utf8')

/** tsup's output: each .js ends with one `//# sourceMappingURL=<name>.map`, and the map ships. */
function sourceMapProblems(dir, files) {
  const problems = []
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const comments = read(dir, file).match(/^\/\/# sourceMappingURL=.*$/gm) ?? []
    const expected = `//# sourceMappingURL=${basename(file)}.map`
    if (comments.length !== 1 || comments[0] !== expected) {
      problems.push(
        `dist/${file}: source map comments ${JSON.stringify(comments)}, not one ${expected}`,
      )
    }
    if (!files.includes(`${file}.map`))
      problems.push(`dist/${file}: its .map is not in the tarball`)
  }
  return problems
}

/** The built code imports each of `specifiers` and defines none of `bundled` (functions of them). */
function externalProblems(code, specifiers, bundled) {
  const problems = []
  for (const specifier of specifiers) {
    if (!new RegExp(`from ["']${specifier.replace('/', '\\/')}["']`).test(code)) {
      problems.push(`does not import ${specifier} (bundled instead of left external?)`)
    }
  }
  const found = code.match(bundled)
  if (found) problems.push(`bundles what it should import: ${found[0]}`)
  return problems
}

const checks = {
  '@rampkit/react'(dir) {
    const files = distFiles(dir)
    const js = files.filter((file) => file.endsWith('.js'))
    const problems = sourceMapProblems(dir, files)
    // A directive counts only as the module's first statement.
    for (const file of js) {
      const first = read(dir, file).split('\n', 1)[0]
      if (first !== '"use client";') {
        problems.push(`dist/${file}: first line ${JSON.stringify(first)}, not "use client";`)
      }
    }
    const code = js.map((file) => read(dir, file)).join('\n')
    problems.push(
      ...externalProblems(
        code,
        ['@rampkit/core', 'react'],
        /function createQuoteStore|function useSyncExternalStore/,
      ),
    )
    return problems
  },

  '@rampkit/vue'(dir) {
    const files = distFiles(dir)
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(dir, file))
      .join('\n')
    return [
      ...sourceMapProblems(dir, files),
      // Components are defineComponent + h in .ts files: no .vue file imported, no SFC compiler.
      ...externalProblems(
        code,
        ['@rampkit/core', 'vue'],
        /function createQuoteStore|function createWidgetController|\.vue['"]/,
      ),
    ]
  },

  '@rampkit/svelte'(dir) {
    const files = distFiles(dir)
    const problems = []
    for (const file of files.filter((name) => /test|testing|tests/.test(name))) {
      problems.push(`dist/${file}: a test file`)
    }
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const declaration = file.replace(/\.js$/, '.d.ts')
      if (!files.includes(declaration)) problems.push(`dist/${file}: no ${declaration}`)
    }
    for (const file of ['RampWidget.svelte', 'RampWidget.svelte.d.ts', 'RampWidget.d.svelte.ts']) {
      if (!files.includes(file)) problems.push(`no dist/${file}`)
    }
    if (!files.includes('types.d.ts')) problems.push('no dist/types.d.ts')
    // The node16 declaration points at the bundler one instead of repeating it.
    const reexport =
      "export * from './RampWidget.svelte.js';\nexport { default } from './RampWidget.svelte.js';\n"
    if (
      files.includes('RampWidget.d.svelte.ts') &&
      read(dir, 'RampWidget.d.svelte.ts') !== reexport
    ) {
      problems.push('dist/RampWidget.d.svelte.ts does not only re-export RampWidget.svelte.js')
    }
    // Runes stay for the app's Svelte compiler; the TypeScript is gone.
    if (files.includes('createResource.svelte.js')) {
      const resource = read(dir, 'createResource.svelte.js')
      if (!resource.includes('$state.raw(')) {
        problems.push('dist/createResource.svelte.js: no $state.raw( rune')
      }
      const typescript = resource.match(/: ResourceStore|import type/)
      if (typescript) problems.push(`dist/createResource.svelte.js: TypeScript ${typescript[0]}`)
    } else problems.push('no dist/createResource.svelte.js')
    const code = files
      .filter((file) => /\.(js|svelte)$/.test(file))
      .map((file) => read(dir, file))
      .join('\n')
    problems.push(
      ...externalProblems(
        code,
        ['@rampkit/core'],
        /function createResourceStore|function mountWidget/,
      ),
    )
    return problems
  },
}

/** Unpacks each adapter's tarball (pack.mjs manifest) and returns every problem found. */
export function adapterBuildProblems(manifest) {
  const problems = []
  for (const [name, check] of Object.entries(checks)) {
    const packed = manifest[name]
    if (!packed) {
      problems.push(`${name}: not packed`)
      continue
    }
    const dir = mkdtempSync(join(tmpdir(), 'rampkit-adapter-'))
    try {
      const untar = spawnSync('tar', ['-xzf', packed.tarball, '-C', dir], { encoding: 'utf8' })
      if (untar.status !== 0) {
        problems.push(`${name}: tar -xzf failed\n${untar.stderr}`)
        continue
      }
      const unpacked = join(dir, 'package')
      if (!existsSync(join(unpacked, 'dist'))) {
        problems.push(`${name}: no dist/`)
        continue
      }
      problems.push(...check(unpacked).map((problem) => `${name}: ${problem}`))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return problems
}
