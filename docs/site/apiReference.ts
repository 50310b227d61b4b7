import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import {
  Application,
  type DeclarationReflection,
  type ProjectReflection,
  ReferenceReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc'
import { createMarkdownRenderer } from 'vitepress'
import { alignAnchorsWithHeadings } from './alignAnchors'
import type { PublishedEntryPoint } from './publishedEntryPoints'

/** One export as the reference shows it: whether TypeDoc found its doc comment. */
export interface ReferenceEntry {
  name: string
  kind: string
  /** the doc comment's summary as plain text; `''` for an export without one */
  summary: string
  /** For a re-export: the declaration it names (its page shows the comment), e.g. `@rampkit/core.WidgetConfigError`. */
  reexportOf?: string
}

/** What the reference documents, per entry point: written beside the pages as `exports.json`. */
export type ReferenceIndex = Record<string, ReferenceEntry[]>

export interface ApiReferenceOptions {
  entryPoints: PublishedEntryPoint[]
  /** where the markdown pages go, inside the VitePress root */
  outDir: string
  docsRoot: string
  /** a scratch folder for the tsconfig TypeDoc reads */
  tempDir: string
}

/**
 * Markdown pages for every entry point from the TSDoc of its built declaration file (what a host
 * installs and its editor shows), one module per import specifier.
 */
export async function generateApiReference(options: ApiReferenceOptions): Promise<ReferenceIndex> {
  const { entryPoints, outDir, docsRoot, tempDir } = options
  mkdirSync(tempDir, { recursive: true })
  const tsconfig = join(tempDir, 'tsconfig.typedoc.json')
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      files: entryPoints.map((entry) => entry.typesFile),
    }),
  )
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entryPoints.map((entry) => entry.typesFile),
    entryPointStrategy: 'resolve',
    plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
    out: outDir,
    docsRoot,
    tsconfig,
    name: 'rampkit',
    readme: 'none',
    hideBreadcrumbs: true,
    excludeExternals: true,
    disableSources: true,
    // One page per entry point (a dozen pages, not hundreds): each export is a section of it.
    outputFileStrategy: 'modules',
    skipErrorChecking: true,
    logLevel: 'Warn',
    // Code in doc comments stays plain: twoslash checks the pages' own blocks, the packages' tests
    // and README check own their examples.
    sanitizeComments: true,
    useHTMLAnchors: true,
  } as Parameters<typeof Application.bootstrapWithPlugins>[0])
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not read the packages’ declaration files')
  nameModulesBySpecifier(project, entryPoints)
  await app.generateOutputs(project)
  // The plugin's anchors (`useHTMLAnchors`) become the ids VitePress gives the headings.
  const markdown = await createMarkdownRenderer(docsRoot)
  alignAnchorsWithHeadings(outDir, (source, relativePath) =>
    markdown.render(source, { path: join(outDir, relativePath), relativePath, cleanUrls: true }),
  )
  const index = indexOf(project)
  writeFileSync(join(outDir, 'exports.json'), `${JSON.stringify(index, null, 2)}\n`)
  return index
}

// TypeDoc names a module by its file's path below the entry points' common folder, without the
// extension and a final `/index` (`core/dist/compat`); hosts know it by its import specifier.
function nameModulesBySpecifier(project: ProjectReflection, entryPoints: PublishedEntryPoint[]) {
  const base = commonFolder(entryPoints.map((entry) => dirname(entry.typesFile)))
  for (const module of project.children ?? []) {
    const entry = entryPoints.find((candidate) => typedocName(candidate, base) === module.name)
    if (!entry) throw new Error(`TypeDoc module ${module.name} matches no entry point`)
    module.name = entry.specifier
  }
}

function typedocName(entry: PublishedEntryPoint, base: string): string {
  const path = relative(base, entry.typesFile).split(sep).join('/')
  return path.replace(/\.d\.(c|m)?ts$/, '').replace(/\/index$/, '')
}

function commonFolder(folders: string[]): string {
  const split = folders.map((folder) => folder.split(sep))
  const first = split[0] ?? []
  let length = 0
  while (length < first.length && split.every((parts) => parts[length] === first[length])) length++
  return first.slice(0, length).join(sep)
}

function indexOf(project: ProjectReflection): ReferenceIndex {
  const index: ReferenceIndex = {}
  for (const module of project.children ?? []) {
    index[module.name] = (module.children ?? []).map((child) => {
      // A re-export's page links to its declaration, whose comment is the one to count.
      const target =
        child instanceof ReferenceReflection ? child.tryGetTargetReflectionDeep() : undefined
      return {
        name: child.name,
        kind: ReflectionKind.singularString(child.kind),
        summary: summaryOf(target ?? child),
        ...(target ? { reexportOf: target.getFullName() } : {}),
      }
    })
  }
  return index
}

// The comment on the declaration, else on its first signature that has one (functions).
function summaryOf(reflection: Reflection): string {
  const signatures =
    'getAllSignatures' in reflection ? (reflection as DeclarationReflection).getAllSignatures() : []
  const comment = reflection.comment ?? signatures.find((signature) => signature.comment)?.comment
  return (comment?.summary ?? [])
    .map((part) => part.text)
    .join('')
    .trim()
}
