import { toJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { conversionConfig } from './jsonSchemaConversion.js'

const convert = (schema: v.GenericSchema) => toJsonSchema(schema, conversionConfig)

describe('conversionConfig', () => {
  it('a check with no JSON Schema form degrades to a description naming the rule', () => {
    const even = v.pipe(
      v.number(),
      v.check((n) => n % 2 === 0, 'expected an even number'),
    )
    expect(convert(even)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'number',
      description:
        'Custom rule (valibot check), not expressed in full above: expected an even number.',
    })
  })

  it('keeps what the schema states about the rule next to the description', () => {
    const code = v.pipe(
      v.string(),
      v.description('A code.'),
      v.check((s) => /^[A-Z]{3}$/.test(s), 'three capitals'),
      v.metadata({ pattern: '^[A-Z]{3}$' }),
    )
    expect(convert(code)).toMatchObject({
      type: 'string',
      pattern: '^[A-Z]{3}$',
      description:
        'A code. Custom rule (valibot check), not expressed in full above: three capitals.',
    })
  })

  it('a check whose message is a function, and schemas or actions with no JSON form, do not throw', () => {
    const dynamic = v.pipe(
      v.string(),
      v.check(
        (s) => s.length > 1,
        (issue) => `bad ${String(issue.input)}`,
      ),
    )
    expect(convert(dynamic).description).toContain('a custom "check" rule')
    const custom = v.custom<string>((input) => typeof input === 'string', 'a string')
    expect(convert(custom).description).toContain('a string')
    const transformed = v.pipe(
      v.string(),
      v.transform((s) => s.length),
    )
    expect(() => convert(transformed)).not.toThrow()
    expect(convert(v.date()).description).toContain('date')
  })

  it('named schemas are referenced as OpenAPI components', () => {
    const Item = v.object({ id: v.string() })
    const list = toJsonSchema(v.array(Item), { ...conversionConfig, definitions: { Item } })
    expect(list.items).toEqual({ $ref: '#/components/schemas/Item' })
  })
})
