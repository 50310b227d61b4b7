// A dead link, a dead anchor and a type error each fail the build: a tiny site built with the real site's
// settings (createSiteConfig), whose one page is a copy of a real page's code block, built clean
// first so that each failure is the planted one's. The link and anchor pages leave the block out:
// compiling it (twoslash) is the build's slow part, and it plays no part in their failure.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vitepress'
import { afterAll, describe, expect, it } from 'vitest'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))
// A folder per build: VitePress keeps state across builds in one process (after a failed build,
// the next one in the same folder rendered the earlier page), so each build gets its own.
const sitesRoot = `${docsRoot}.temp/failure-sites-${process.pid}/`
let builds = 0

// The first ts block of a real guide: the copy compiles against the built packages as it does there.
const guide = readFileSync(`${docsRoot}guide/server-rendering.md`, 'utf8')
const realBlock = /```ts\n[\s\S]*?\n```/.exec(guide)?.[0] ?? ''

function writeSite(page: string): string {
  builds += 1
  const siteRoot = `${sitesRoot}${builds}/`
  mkdirSync(`${siteRoot}.vitepress`, { recursive: true })
  writeFileSync(
    `${siteRoot}.vitepress/config.ts`,
    `import { createSiteConfig } from '../../../../site/createSiteConfig'\nexport default createSiteConfig({ root: ${JSON.stringify(docsRoot)} })\n`,
  )
  writeFileSync(`${siteRoot}index.md`, page)
  writeFileSync(`${siteRoot}other.md`, '# Other\n')
  return siteRoot
}

async function buildError(page: string): Promise<Error | undefined> {
  const siteRoot = writeSite(page)
  const log = console.error
  console.error = () => {} // twoslash prints the failing block: the assertion below reads the error
  try {
    await build(siteRoot, { outDir: `${siteRoot}dist` })
    return undefined
  } catch (error) {
    return error as Error
  } finally {
    console.error = log
  }
}

// A build takes a few seconds alone, far more on a machine that is busy with other builds.
const BUILD_TIMEOUT_MS = 180_000

describe('the docs build', { timeout: BUILD_TIMEOUT_MS }, () => {
  afterAll(() => rmSync(sitesRoot, { recursive: true, force: true }))

  it('builds the copied block, a Svelte block, a live link and live anchors', async () => {
    expect(realBlock).toContain('createWidget')
    // A Svelte block's `{{ }}` stays text: only compiled blocks lose VitePress's v-pre.
    const svelteBlock = '```svelte\n<div use:action={{ config }}></div>\n```'
    expect(
      await buildError(
        `# Home\n\n[Other](/other) [Other](/other#other) [Home](#home)\n\n${realBlock}\n\n${svelteBlock}\n`,
      ),
    ).toBeUndefined()
  })

  it('fails on a type error planted in the copy', async () => {
    const planted = realBlock.replace('\n```', "\nconst planted: number = 'not a number'\n```")
    const error = await buildError(`# Home\n\n[Other](/other)\n\n${planted}\n`)
    expect(error?.message).toMatch(/Type 'string' is not assignable to type 'number'/)
  })

  it('fails on a dead anchor: a #fragment no element of its page has', async () => {
    const live = '[Other](/other#other) [Home](#home)'
    const error = await buildError(`# Home\n\n${live}\n\n[Gone](/other#no-such-heading)\n`)
    expect(error?.message).toMatch(/1 dead anchor/)
    expect(error?.message).toContain('/other#no-such-heading (no id "no-such-heading" on /other)')
  })

  it('fails on a dead internal link', async () => {
    const error = await buildError(`# Home\n\n[Other](/other)\n\n[Gone](/guide/no-such-page)\n`)
    expect(error?.message).toMatch(/dead link/)
  })
})
