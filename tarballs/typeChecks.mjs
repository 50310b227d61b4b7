// The type checks of tarballs/check.mjs in the consumer project, in one process with the
// project's own TypeScript: each tsconfig.<name>.json given is one program, as `tsc -p` builds
// it, and the programs share their parsed and bound files (a language service document registry,
// as tsserver shares them between projects) instead of four tsc processes each parsing TypeScript's
// lib, @types/node, React, Vue and Svelte again.
// - Where a config has skipLibCheck false (bundler), the declaration files checked are the
//   product's (node_modules/@rampkit/**, every entry point's, imported or not) and the project's:
//   TypeScript's lib and the frameworks' declarations are their authors' to check (they were 80% of
//   that program's check time: valibot's alone 40%).
// - With `--exports`, the exports snapshot's program too: an entry file importing every entry
//   point of every installed @rampkit package (bundler resolution, its own options), and each
//   module's exports as TypeScript sees them (values and types).
// Usage (cwd: the consumer project): node typeChecks.mjs --out=<file> [--exports] <config name>...
// Writes JSON to <file>: { programs: { <name>: { seconds, diagnostics: [tsc's lines] } },
//   exports: { <entry point>: [names] } or exportsError, exportsSeconds }.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const work = process.cwd()
const ts = createRequire(join(work, 'package.json'))('typescript')
const args = process.argv.slice(2)
const names = args.filter((arg) => !arg.startsWith('--'))
const withExports = args.includes('--exports')
const out = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length)
if (!out) throw new Error('usage: node typeChecks.mjs --out=<file> [--exports] <config name>...')

/** The product's declarations: checked even where third-party ones are not. */
const PRODUCT = /\/node_modules\/@rampkit\//
const isThirdPartyDeclaration = (file) =>
  file.isDeclarationFile && file.fileName.includes('/node_modules/') && !PRODUCT.test(file.fileName)

/** Every entry point of every installed @rampkit package, from their `exports`. */
function entryPoints() {
  const scope = join(work, 'node_modules', '@rampkit')
  return readdirSync(scope)
    .sort()
    .flatMap((name) => {
      const manifest = JSON.parse(readFileSync(join(scope, name, 'package.json'), 'utf8'))
      return Object.keys(manifest.exports ?? { '.': null })
        .filter((key) => !key.endsWith('.json') && !key.includes('*'))
        .map((key) => `${manifest.name}${key.slice(1)}`)
    })
}

const jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors // as tsc parses
const registry = ts.createDocumentRegistry(true, work, jsDocParsingMode)
const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => work,
  getNewLine: () => '\n',
}

/** `tsconfig.<name>.json` parsed as `tsc -p` parses it: `{ options, fileNames, errors }`. */
function configOf(name) {
  let fatal
  const config = ts.getParsedCommandLineOfConfigFile(
    join(work, `tsconfig.${name}.json`),
    undefined,
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        fatal = diagnostic
      },
    },
  )
  return config ?? { options: {}, fileNames: [], errors: [fatal] }
}

/** The program of a parsed config, with `extra` ({ path: source }) as more root files. */
function programOf(config, extra = {}) {
  const roots = [...config.fileNames, ...Object.keys(extra)]
  const read = (file) => extra[file] ?? ts.sys.readFile(file)
  const service = ts.createLanguageService(
    {
      getCompilationSettings: () => config.options,
      getScriptFileNames: () => roots,
      getScriptVersion: () => '0',
      getScriptSnapshot: (file) => {
        const text = read(file)
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
      },
      getCurrentDirectory: () => work,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (file) => file in extra || ts.sys.fileExists(file),
      readFile: read,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
      realpath: ts.sys.realpath,
      useCaseSensitiveFileNames: () => true,
      jsDocParsingMode,
    },
    registry,
  )
  return service.getProgram()
}

/** What `tsc -p` reports for the program, the third-party declarations' semantics aside. */
function diagnosticsOf(program, configErrors) {
  const found = [...configErrors, ...program.getOptionsDiagnostics()]
  for (const file of program.getSourceFiles()) {
    found.push(...program.getSyntacticDiagnostics(file))
    if (!isThirdPartyDeclaration(file)) found.push(...program.getSemanticDiagnostics(file))
  }
  // Global ones (lib and global type conflicts) are known once the files are checked.
  found.push(...program.getGlobalDiagnostics())
  return ts
    .formatDiagnostics(found, formatHost)
    .split('\n')
    .filter((line) => line.trim())
}

/** Each entry point's exports (`name`, or `name (type)` for a type only) in `program`. */
function exportsOf(program, entryFile, specifiers) {
  const checker = program.getTypeChecker()
  const entry = program.getSourceFile(entryFile)
  const result = {}
  specifiers.forEach((specifier, index) => {
    const declaration = entry.statements[index * 2]
    const symbol = checker.getSymbolAtLocation(declaration.moduleSpecifier)
    if (!symbol) throw new Error(`${specifier} does not resolve to a typed module`)
    result[specifier] = checker
      .getExportsOfModule(symbol)
      .map((item) => {
        const target = item.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(item) : item
        const isValue = (target.flags & ts.SymbolFlags.Value) !== 0
        return `${item.name}${isValue ? '' : ' (type)'}`
      })
      .sort()
  })
  return result
}

const output = { programs: {} }
for (const name of names) {
  const started = performance.now()
  const config = configOf(name)
  const diagnostics = config.fileNames.length
    ? diagnosticsOf(programOf(config), config.errors)
    : ts.formatDiagnostics(config.errors, formatHost).split('\n')
  output.programs[name] = { seconds: (performance.now() - started) / 1000, diagnostics }
}
if (withExports) {
  const started = performance.now()
  const specifiers = entryPoints()
  const entryFile = join(work, 'exports-snapshot-entry.ts')
  const source = specifiers
    .map((specifier, index) => `import * as m${index} from '${specifier}'; export { m${index} }`)
    .join('\n')
  // Resolved as a bundler-resolution app resolves them; only the exports are read, not checked.
  const options = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  }
  const program = programOf({ options, fileNames: [] }, { [entryFile]: source })
  try {
    output.exports = exportsOf(program, entryFile, specifiers)
  } catch (error) {
    output.exportsError = error.message
  }
  output.exportsSeconds = (performance.now() - started) / 1000
}
writeFileSync(out, JSON.stringify(output))
