#!/usr/bin/env node
// `tsc --noEmit [-p <config>]` of several workspace packages as programs of one process, for
// `pnpm test`'s typecheck step (scripts/test-all.mjs). The programs share their parsed and bound
// files (a language service document registry, as tsserver shares them between projects)
// instead of a tsc process per package parsing TypeScript's lib, @types/node, React and
// Playwright again. Each program reports what `tsc --noEmit` reports, in the same order and form.
//
// Usage: node tooling/typecheckPrograms.mjs <package folder>[:<tsconfig>]...
// (tsconfig.json by default). Prints each program's diagnostics under its name; exits 1 if any.
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'

const root = process.cwd()

/** `[{ folder, config }]` of the arguments. */
export function programsOf(args) {
  return args.map((arg) => {
    const [folder, config = 'tsconfig.json'] = arg.split(':')
    return { folder: resolve(root, folder), config }
  })
}

/**
 * The programs a `typecheck` script runs when it is only `tsc --noEmit [-p <config>]` commands
 * joined by `&&` (`['tsconfig.json', 'test/solid']`), else undefined.
 * @param {string | undefined} script
 */
export function tscPrograms(script) {
  if (!script) return undefined
  const configs = []
  for (const command of script.split('&&').map((part) => part.trim())) {
    const match = /^tsc --noEmit(?: -p (\S+))?$/.exec(command)
    if (!match) return undefined
    configs.push(match[1] ?? 'tsconfig.json')
  }
  return configs
}

/** One document registry per TypeScript (a package could resolve another version). */
const registries = new Map()

function checkProgram(folder, configName) {
  const ts = createRequire(join(folder, 'package.json'))('typescript')
  const configPath = ts.sys.fileExists(join(folder, configName))
    ? join(folder, configName)
    : join(folder, configName, 'tsconfig.json')
  let registry = registries.get(ts)
  if (!registry) {
    registry = ts.createDocumentRegistry(true, root, ts.JSDocParsingMode.ParseForTypeErrors)
    registries.set(ts, registry)
  }
  const fatal = []
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fatal.push(diagnostic) },
  )
  const formatHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => folder,
    getNewLine: () => '\n',
  }
  if (!config) return ts.formatDiagnostics(fatal, formatHost)
  const service = ts.createLanguageService(
    {
      getCompilationSettings: () => config.options,
      getProjectReferences: () => config.projectReferences,
      getScriptFileNames: () => config.fileNames,
      getScriptVersion: () => '0',
      getScriptSnapshot: (file) => {
        const text = ts.sys.readFile(file)
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text)
      },
      getCurrentDirectory: () => folder,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
      realpath: ts.sys.realpath,
      useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
      jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors,
    },
    registry,
  )
  const program = service.getProgram()
  // tsc's order (executeCommandLine's emitFilesAndReportErrors): each kind only when the
  // kinds before it found nothing, declaration diagnostics too under --noEmit.
  const found = [...config.errors, ...program.getConfigFileParsingDiagnostics()]
  const before = found.length
  found.push(...program.getSyntacticDiagnostics())
  if (found.length === before) {
    found.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics())
    if (found.length === before) found.push(...program.getSemanticDiagnostics())
    const options = program.getCompilerOptions()
    if (found.length === before && (options.declaration || options.composite))
      found.push(...program.getDeclarationDiagnostics())
  }
  return ts.formatDiagnostics(ts.sortAndDeduplicateDiagnostics(found), formatHost)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0
  for (const { folder, config } of programsOf(process.argv.slice(2))) {
    const started = performance.now()
    const report = checkProgram(folder, config)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const name = `${relative(root, folder)} (${config})`
    if (report.trim()) {
      failed++
      console.log(`✗ ${name}: ${seconds} s\n${report}`)
    } else console.log(`✓ ${name}: ${seconds} s`)
  }
  process.exit(failed === 0 ? 0 : 1)
}
