// Writes the generated pages before `vitepress build`: the API reference (TypeDoc), the host API
// and sandbox control API references (the sandbox's OpenAPI documents) and the migration
// differences. Everything comes from the workspace; nothing is fetched.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generateApiReference } from '../site/apiReference'
import { apiReferenceIndexPage } from '../site/apiReferenceIndex'
import { hostApiPages } from '../site/hostApiPages'
import { migrationDifferencesMarkdown } from '../site/migrationDifferences'
import {
  listPublishedEntryPoints,
  listPublishedPackages,
  splitByBuilt,
} from '../site/publishedEntryPoints'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

const started = Date.now()
const { entryPoints, unbuilt } = splitByBuilt(listPublishedEntryPoints(repoRoot))
const apiOut = `${docsRoot}reference/api`
rmSync(apiOut, { recursive: true, force: true })
const index = await generateApiReference({
  entryPoints,
  outDir: apiOut,
  docsRoot,
  tempDir: `${docsRoot}.temp`,
})
const total = Object.values(index).reduce((sum, entries) => sum + entries.length, 0)
console.log(`API reference: ${entryPoints.length} entry points, ${total} exports`)
// TypeDoc's index is a bare list of modules: ours says what each entry point is for.
const withEntryPoints = new Set([...entryPoints, ...unbuilt].map((entry) => entry.packageName))
writePage(
  'reference/api/index.md',
  apiReferenceIndexPage({
    documented: entryPoints.map((entry) => entry.specifier),
    unbuilt: unbuilt.map((entry) => entry.specifier),
    withoutApi: listPublishedPackages(repoRoot).filter((name) => !withEntryPoints.has(name)),
  }),
)

const { hostApi, sandboxApi } = await hostApiPages()
writePage('reference/host-api/index.md', hostApi)
writePage('reference/sandbox-api/index.md', sandboxApi)
writePage('migration/differences.generated.md', migrationDifferencesMarkdown(repoRoot))

function writePage(path: string, markdown: string) {
  const file = `${docsRoot}${path}`
  mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true })
  writeFileSync(file, markdown)
}

for (const entry of unbuilt)
  console.warn(`not in the reference (not built yet): ${entry.specifier}`)
console.log(`generated in ${Date.now() - started} ms`)
