import fc from 'fast-check'
import { createMarkdownRenderer } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { type OpenApiLike, openApiToMarkdown, typeText } from './openApiToMarkdown'

const document: OpenApiLike = {
  info: { title: 'API', version: '3', description: 'Every error has a `code`.' },
  servers: [{ url: 'http://localhost:8787/api', description: 'This sandbox' }],
  tags: [{ name: 'V3', description: 'Latest' }],
  paths: {
    '/host-api/v3/assets': {
      get: {
        operationId: 'v3.getAssets',
        tags: ['V3'],
        summary: 'On-ramp assets',
        security: [{}, { hostApiKey: [] }],
        parameters: [
          {
            name: 'currencyCode',
            in: 'query',
            required: false,
            description: 'Fiat',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Assets' } } },
          },
          '4XX': { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/purchases': { post: { summary: 'Create a purchase', responses: {} } },
  },
  components: {
    schemas: {
      Assets: {
        type: 'object',
        required: ['assets'],
        properties: {
          assets: {
            type: 'array',
            items: { $ref: '#/components/schemas/Asset' },
            description: 'The list',
          },
          status: { enum: ['A', 'B'] },
          nextOffset: { type: ['integer', 'null'] },
        },
      },
    },
    responses: {
      Error: {
        description: 'An error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
}

// Text made of what Markdown, HTML and Vue read specially.
const hostileText = fc.string({
  unit: fc.constantFrom(
    '<',
    '>',
    '{',
    '}',
    '|',
    '`',
    '\n',
    '&',
    'a',
    ' ',
    '/',
    '*',
    '_',
    '[',
    ']',
    '(',
    ')',
    '#',
    '\\',
    'script',
    ':::',
  ),
})

describe('openApiToMarkdown', () => {
  const page = openApiToMarkdown(document, { title: 'Host API reference', intro: 'Intro.' })

  it('lists every operation under its tag, untagged ones apart, with parameters and answers', () => {
    expect(page).toContain('## V3')
    expect(page).toContain('### GET `/host-api/v3/assets`')
    expect(page).toContain('Operation `v3.getAssets`.')
    expect(page).toContain('Credentials: none or `hostApiKey`.')
    expect(page).toContain('| `currencyCode` | query | string | no | Fiat |')
    expect(page).toContain('| 200 | OK | [Assets](#schema-Assets) |')
    expect(page).toContain('| 4XX | An error | [Error](#schema-Error) |')
    expect(page).toContain('## Other')
    expect(page).toContain('### POST `/purchases`')
  })

  it('gives every schema a table of its properties under a stable anchor', () => {
    expect(page).toContain('### Assets {#schema-Assets}')
    expect(page).toContain('| `assets` | [Asset](#schema-Asset)[] | yes | The list |')
    expect(page).toContain('| `status` | `"A"` or `"B"` | no |  |')
    expect(page).toContain('| `nextOffset` | integer or null | no |  |')
  })

  it('keeps the document’s text away from Vue and from the table layout', () => {
    expect(page).toContain('::: v-pre')
    expect(typeText({ enum: ['a|b'] })).toBe('`"a\\|b"`')
  })

  it("whatever a description holds, it stays in its table cell and makes no HTML element beyond Markdown's own", async () => {
    // The site's own renderer: HTML in Markdown is on, as on every VitePress page.
    const markdown = await createMarkdownRenderer(process.cwd(), {}, '/')
    fc.assert(
      fc.property(fc.oneof(fc.string(), hostileText), (description) => {
        const hostile: OpenApiLike = {
          info: { title: 't', version: '1' },
          paths: {},
          components: {
            schemas: { S: { type: 'object', properties: { p: { type: 'string', description } } } },
          },
        }
        const html = markdown.render(openApiToMarkdown(hostile, { title: 'T', intro: 'I' }))
        const rows = html.match(/<tr>/g) ?? []
        expect(rows).toHaveLength(2) // the header and the one property
        expect(html).not.toMatch(
          /<(?!\/?(h1|h2|h3|p|div|table|thead|tbody|tr|th|td|code|a|span|em|strong|s)\b)[a-z]/i,
        )
      }),
    )
  })
})
