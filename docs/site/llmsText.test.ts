import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { llmsFullTxt, llmsTxt, pageTitle, pageUrl } from './llmsText'

const srcDir = mkdtempSync(join(tmpdir(), 'docs-llms-'))
mkdirSync(join(srcDir, 'snippets'))
mkdirSync(join(srcDir, 'migration'))
writeFileSync(join(srcDir, 'snippets/App.vue'), '<template>app</template>\n')
writeFileSync(join(srcDir, 'snippets/main.ts'), 'mount(App)\n')
writeFileSync(join(srcDir, 'migration/list.md'), '- one difference\n')
const site = { title: 'rampkit', description: 'The SDK', srcDir }

const pages = [
  { path: 'index.md', source: '---\nlayout: home\n---\n' },
  {
    path: 'getting-started/vue.md',
    source:
      '# Vue\n\n<<< @/snippets/App.vue\n\n<<< @/snippets/main.ts{ts no-twoslash}\n\n::: code-group\n\n<<< @/snippets/App.vue [Vue]\n\n:::\n',
  },
  {
    path: 'guide/quotes.md',
    source:
      '# Quotes and `limits`\n\n```ts\ndeclare const x: number\n// ---cut---\nconsole.log(x)\n```\n',
  },
  { path: 'migration/index.md', source: '# Migration\n\n<!--@include: ./list.md-->\n' },
  { path: 'playground.md', source: '---\ntitle: Playground\n---\n\n# The playground\n' },
  { path: 'reference/api/@rampkit/core.md', source: '# @rampkit/core\n' },
  { path: 'reference/api/@rampkit/core/classes/X.md', source: '# X\n' },
]

describe('llms.txt', () => {
  const text = llmsTxt(site, pages, '')

  it('lists the pages by section with their titles and addresses', () => {
    expect(text).toMatch(/^# rampkit\n\n> The SDK\n/)
    expect(text).toContain('## Getting started\n\n- [Vue](/getting-started/vue)')
    expect(text).toContain('## Guides\n\n- [Quotes and limits](/guide/quotes)')
    expect(text).toContain('## Migration from the official SDK\n\n- [Migration](/migration/)')
    expect(text).toContain('- [@rampkit/core](/reference/api/@rampkit/core)')
    expect(text).toContain('## More\n\n- [Playground](/playground)')
  })

  it('leaves out the home page and the API pages below an entry point', () => {
    expect(text).not.toContain('](/)')
    expect(text).not.toContain('classes/X')
  })
})

describe('llms-full.txt', () => {
  const full = llmsFullTxt(site, pages)

  it('holds each page with snippets and includes inlined and twoslash preludes dropped', () => {
    expect(full).toContain('```vue\n<template>app</template>\n```')
    expect(full).toContain('```ts\nmount(App)\n```')
    expect(full).not.toContain('<<<')
    expect(full).not.toContain(':::')
    expect(full).toContain('- one difference')
    expect(full).toContain('```ts\nconsole.log(x)\n```')
    expect(full).not.toContain('declare const x')
    expect(full).not.toContain('---cut---')
  })
})

describe('page names', () => {
  it('makes clean addresses and reads titles from front matter, else the first heading', () => {
    expect(pageUrl('guide/index.md')).toBe('/guide/')
    expect(pageUrl('guide/webhooks.md')).toBe('/guide/webhooks')
    expect(
      pageTitle({ path: 'a.md', source: '---\ntitle: From front matter\n---\n# Heading\n' }),
    ).toBe('From front matter')
    expect(pageTitle({ path: 'a.md', source: 'text\n\n# The `code` heading\n' })).toBe(
      'The code heading',
    )
    expect(pageTitle({ path: 'a.md', source: 'no heading' })).toBe('a.md')
  })
})
