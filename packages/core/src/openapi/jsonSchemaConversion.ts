import type { ConversionConfig, JsonSchema } from '@valibot/to-json-schema'

/** Where the document keeps its named schemas. */
export const COMPONENT_SCHEMAS = '#/components/schemas/'

/**
 * How core's valibot schemas become JSON Schema 2020-12 (OpenAPI 3.1's dialect). A `check` (a
 * custom rule) or any other action or schema with no JSON Schema form degrades explicitly: the
 * schema keeps what was converted and gains a `description` naming the rule, rather than the
 * conversion throwing. The schemas state what a rule means in JSON Schema with `v.metadata`
 * (a `pattern`, bounds) right after the check.
 */
export const conversionConfig: ConversionConfig = {
  target: 'draft-2020-12',
  overrideRef: ({ referenceId }) => `${COMPONENT_SCHEMAS}${encodeURIComponent(referenceId)}`,
  overrideAction: ({ valibotAction, jsonSchema, errors }) => {
    if (valibotAction.type !== 'check' && !errors) return undefined
    return withDescription(jsonSchema, describeRule(valibotAction.type, messageOf(valibotAction)))
  },
  overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
    if (!errors) return undefined
    return withDescription(jsonSchema, describeRule(valibotSchema.type, messageOf(valibotSchema)))
  },
}

function describeRule(type: string, message: unknown): string {
  const what = typeof message === 'string' && message ? message : `a custom "${type}" rule`
  return `Custom rule (valibot check), not expressed in full above: ${what}.`
}

function withDescription(jsonSchema: JsonSchema, text: string): JsonSchema {
  const description = jsonSchema.description ? `${jsonSchema.description} ${text}` : text
  return { ...jsonSchema, description }
}

// A check's message is a string, or a function of the issue that has no text to show here.
function messageOf(item: object): unknown {
  return 'message' in item ? item.message : undefined
}
