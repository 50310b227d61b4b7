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

/**
 * Vitest's order (its groups first: the first-contact project runs after every other), then
 * the files of LONGEST_FILES in that order, then the files vitest ran before, longest first,
 * then the rest as vitest sorts them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    const rank = (spec: TestSpecification) => {
      const listed = LONGEST_FILES.indexOf(relative(root, spec.moduleId))
      return listed < 0 ? LONGEST_FILES.length : listed
    }
    const duration = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`)
        ?.duration ?? 0
    const order = new Map(sorted.map((spec, index) => [spec, index]))
    return [...sorted].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        duration(b) - duration(a) ||
        (order.get(a) ?? 0) - (order.get(b) ?? 0),
    )
  }
}
