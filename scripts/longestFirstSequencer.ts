import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest files of `pnpm test`, longest first (seconds in a fresh-clone run on 2 cores, both
 * busy throughout). On a fresh clone vitest knows no file's duration and runs the
 * projects in the order of their names, so the minutes-long files started late and ran alone
 * at the end while the other core waited. Started first, the short files fill in around them.
 * A file missing here only starts later; a stale line costs nothing.
 */
export const LONGEST_FILES = [
  'packages/create-rampkit/test/templates.test.ts', // 193
  'docs/test/site.browser.test.ts', // the docs build (a minute and more) in its beforeAll
  'integration/src/webhooks-burst.test.ts', // one burst: 110 with both cores busy
  'e2e/src/compat-official.test.ts', // 70
  'e2e/src/compat-throws.test.ts', // 57
  'docs/test/buildFailures.test.ts', // 55
  'e2e/src/widget-url-official.test.ts', // 50
  'tarballs/fixtures/vite-wagmi/viteWagmi.test.ts', // 97 alone (npm install, tsc, vite build, Chromium)
  'e2e/src/html-example.test.ts', // 37
  'apps/webhook-receiver/src/store.test.ts', // 10 (37 before its databases were copies of one template)
  'e2e/src/react-example.test.ts', // 36
  'e2e/src/next-example.test.ts', // 36
  'e2e/src/svelte-example.test.ts', // 33
  'e2e/src/vue-example.test.ts', // 30
  'e2e/src/a11y-widget.test.ts', // 18
  'e2e/src/widget-variants.test.ts', // 18
  'packages/core/src/widget/url/widgetUrl.roundtrip.test.ts', // 16
  'e2e/src/expo-example.test.ts', // 12
  'e2e/src/element-variants-page.test.ts', // 12
]

/** What the order needs to know of a test file. */
export interface FileToOrder {
  /** From the repository root. */
  file: string
  project: string
  /** Files of the project share a worker's module registry (`isolate: false`). */
  shared: boolean
  /** The file's environment (its `@vitest-environment` docblock, else the project's). */
  environment: string
  /** vitest's sequence.groupOrder of the project. */
  groupOrder: number
  /** Seconds in the last run vitest remembers; 0 when none. */
  duration: number
}

/** Where a block of files goes: its best-listed file's rank, its files' total, its first file. */
interface Block {
  rank: number
  duration: number
  first: number
}

/**
 * The order of `files`, as indexes into it. Vitest keeps a worker of a project that shares its
 * module registry only while the next file in the queue is of the same project and environment;
 * any other file stops it, and the project's next file starts a worker that loads the
 * framework, jsdom and core again (sorted by duration alone, the projects' files interleaved:
 * the fast lane spent more of its CPU starting workers than testing). So such a project's files
 * (one environment's) run as one block. The blocks and the other files: LONGEST_FILES first in
 * its order (a block where it holds one), then the longest (a block: its files' total), then
 * vitest's order. Vitest's groups come before all of that (the first-contact project runs last).
 */
export function orderFiles(files: readonly FileToOrder[]): number[] {
  const rank = (file: FileToOrder) => {
    const listed = LONGEST_FILES.indexOf(file.file)
    return listed < 0 ? LONGEST_FILES.length : listed
  }
  const blockOf = (file: FileToOrder, index: number) =>
    file.shared ? `${file.project}\0${file.environment}` : `file\0${index}`
  const blocks = new Map<string, Block>()
  const blockAt = files.map((file, index) => {
    const key = blockOf(file, index)
    const block = blocks.get(key) ?? { rank: LONGEST_FILES.length, duration: 0, first: index }
    block.rank = Math.min(block.rank, rank(file))
    block.duration += file.duration
    blocks.set(key, block)
    return block
  })
  const order = files.map((_, index) => index)
  return order.sort((a, b) => {
    const [fileA, fileB] = [files[a], files[b]] as [FileToOrder, FileToOrder]
    const [blockA, blockB] = [blockAt[a], blockAt[b]] as [Block, Block]
    return (
      fileA.groupOrder - fileB.groupOrder ||
      blockA.rank - blockB.rank ||
      blockB.duration - blockA.duration ||
      blockA.first - blockB.first ||
      rank(fileA) - rank(fileB) ||
      fileB.duration - fileA.duration ||
      a - b
    )
  })
}

/** The environment vitest gives `spec`: its docblock's, else its project's (as vitest reads it). */
async function environmentOf(spec: TestSpecification): Promise<string> {
  const code = await readFile(spec.moduleId, 'utf8').catch(() => '')
  const docblock = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1]
  const options = /@(?:vitest|jest)-environment-options\s+(.+)/.exec(code)?.[1] ?? ''
  return `${docblock ?? spec.project.config.environment ?? 'node'} ${options}`
}

/** Vitest's order (its groups first), then orderFiles's. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    const described = await Promise.all(
      sorted.map(async (spec) => {
        const file = relative(root, spec.moduleId)
        return {
          file,
          project: spec.project.name,
          shared: spec.project.config.isolate === false,
          environment: await environmentOf(spec),
          groupOrder: spec.project.config.sequence.groupOrder,
          duration:
            this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`)?.duration ?? 0,
        }
      }),
    )
    return orderFiles(described).map((index) => sorted[index] as TestSpecification)
  }
}
