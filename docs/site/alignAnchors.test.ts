import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMarkdownRenderer } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { alignAnchorsWithHeadings, headingIdsByAnchor } from './alignAnchors'

describe('alignAnchorsWithHeadings', () => {
  it("points TypeDoc's anchors at the ids VitePress gives the headings", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'docs-anchors-'))
    mkdirSync(join(outDir, '@rampkit/element'), { recursive: true })
    // As typedoc-plugin-markdown writes them with useHTMLAnchors: `AmountError.code` took the
    // slug `amounterrorcode`, so the type's anchor is `-1`; `ANY_EVENT_NAME` keeps its `_`.
    writeFileSync(
      join(outDir, '@rampkit/core.md'),
      [
        '# @rampkit/core',
        '<a id="amounterror"></a>\n\n### AmountError',
        '<a id="amounterrorcode"></a>\n\n##### code',
        '> **code**: [`AmountErrorCode`](#amounterrorcode-1)',
        '<a id="amounterrorcode-1"></a>\n\n### AmountErrorCode',
        '| <a id="row"></a> `row` | a table row keeps its anchor |',
        '```ts\nconst link = "[x](#amounterrorcode-1)"\n```',
      ].join('\n\n'),
    )
    writeFileSync(
      join(outDir, '@rampkit/element.md'),
      '# @rampkit/element\n\n<a id="any_event_name"></a>\n\n### ANY\\_EVENT\\_NAME\n',
    )
    writeFileSync(
      join(outDir, '@rampkit/element/define.md'),
      '# @rampkit/element/define\n\nRe-exports [ANY_EVENT_NAME](../element.md#any_event_name)\n',
    )
    const markdown = await createMarkdownRenderer(outDir)
    alignAnchorsWithHeadings(outDir, (source, relativePath) =>
      markdown.render(source, { path: join(outDir, relativePath), relativePath, cleanUrls: true }),
    )
    const core = readFileSync(join(outDir, '@rampkit/core.md'), 'utf8')
    expect(core).toContain('> **code**: [`AmountErrorCode`](#amounterrorcode)\n')
    expect(core).toContain('\n### AmountErrorCode')
    expect(core).not.toContain('<a id="amounterrorcode')
    expect(core).toContain('| <a id="row"></a> `row` |')
    expect(core).toContain('const link = "[x](#amounterrorcode-1)"')
    expect(readFileSync(join(outDir, '@rampkit/element/define.md'), 'utf8')).toContain(
      '(../element.md#any-event-name)',
    )
  })
})

describe('headingIdsByAnchor', () => {
  it('reads anchors before a heading and inside it', () => {
    const html =
      '<p><a id="x_y"></a></p>\n<h3 id="x-y" tabindex="-1">X_Y</h3><h4 id="z"><a id="z-1"></a>z</h4>'
    expect([...headingIdsByAnchor(html)]).toEqual([
      ['x_y', 'x-y'],
      ['z-1', 'z'],
    ])
  })
})
