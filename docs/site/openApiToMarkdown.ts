/** The parts of an OpenAPI 3.1 document the reference pages show. */
export interface OpenApiLike {
  info: { title: string; version: string; description?: string }
  servers?: { url: string; description?: string }[]
  tags?: { name: string; description?: string }[]
  paths: Record<string, Record<string, unknown>>
  components?: {
    schemas?: Record<string, unknown>
    responses?: Record<string, unknown>
    securitySchemes?: Record<string, unknown>
  }
}

type Schema = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/**
 * A reference page from an OpenAPI document: its servers, every operation (grouped by tag) with
 * parameters, body and answers, and every named schema as a table of its properties. Text from
 * the document is escaped: it may hold `<CHAIN>` or `{{`, which Markdown or Vue would read.
 */
export function openApiToMarkdown(
  document: OpenApiLike,
  options: { title: string; intro: string },
) {
  // v-pre: the document's text never meets Vue's template compiler.
  const lines: string[] = [`# ${options.title}`, '', options.intro, '', '::: v-pre', '']
  if (document.info.description) lines.push(text(document.info.description), '')
  lines.push(`Version ${text(document.info.version)}.`, '')
  if (document.servers?.length) {
    lines.push('| server | what |', '|---|---|')
    for (const server of document.servers) {
      lines.push(`| ${code(server.url)} | ${cell(server.description ?? '')} |`)
    }
    lines.push('')
  }
  for (const group of operationGroups(document)) {
    if (group.tag) lines.push(`## ${text(group.tag)}`, '')
    if (group.description) lines.push(text(group.description), '')
    for (const operation of group.operations) lines.push(...operationLines(operation, document))
  }
  const schemas = Object.entries(document.components?.schemas ?? {})
  if (schemas.length > 0) {
    lines.push('## Schemas', '')
    for (const [name, schema] of schemas) lines.push(...schemaLines(name, schema as Schema))
  }
  lines.push(':::')
  return `${lines.join('\n').trimEnd()}\n`
}

interface Operation {
  method: string
  path: string
  body: Schema
}

function operationGroups(document: OpenApiLike) {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const body = item[method]
      if (body && typeof body === 'object') operations.push({ method, path, body: body as Schema })
    }
  }
  const tagOf = (operation: Operation) => (operation.body.tags as string[] | undefined)?.[0]
  const tags = document.tags ?? []
  const groups = tags.map((tag) => ({
    tag: tag.name,
    description: tag.description,
    operations: operations.filter((operation) => tagOf(operation) === tag.name),
  }))
  const untagged = operations.filter(
    (operation) => !tags.some((tag) => tag.name === tagOf(operation)),
  )
  if (untagged.length > 0) {
    groups.push({
      tag: tags.length > 0 ? 'Other' : 'Operations',
      description: undefined,
      operations: untagged,
    })
  }
  return groups.filter((group) => group.operations.length > 0)
}

function operationLines({ method, path, body }: Operation, document: OpenApiLike): string[] {
  const lines = [`### ${method.toUpperCase()} \`${path}\``, '']
  if (typeof body.summary === 'string') lines.push(text(body.summary), '')
  if (typeof body.description === 'string') lines.push(text(body.description), '')
  if (typeof body.operationId === 'string') lines.push(`Operation ${code(body.operationId)}.`, '')
  const security = body.security as Record<string, unknown>[] | undefined
  if (security?.length) lines.push(`Credentials: ${securityText(security)}.`, '')
  const parameters = (body.parameters as Schema[] | undefined) ?? []
  if (parameters.length > 0) {
    lines.push('| parameter | in | type | required | description |', '|---|---|---|---|---|')
    for (const parameter of parameters) {
      lines.push(
        `| ${code(String(parameter.name))} | ${cell(String(parameter.in))} | ${typeText(parameter.schema as Schema)} | ${parameter.required ? 'yes' : 'no'} | ${cell(String(parameter.description ?? ''))} |`,
      )
    }
    lines.push('')
  }
  const requestSchema = jsonSchemaOf(body.requestBody, document)
  if (requestSchema) lines.push(`Request body (JSON): ${typeText(requestSchema)}.`, '')
  const responses = Object.entries((body.responses as Record<string, unknown>) ?? {})
  if (responses.length > 0) {
    lines.push('| answer | description | body |', '|---|---|---|')
    for (const [status, response] of responses) {
      const resolved = resolveResponse(response, document)
      const schema = jsonSchemaOf(resolved, document)
      lines.push(
        `| ${cell(status)} | ${cell(String(resolved?.description ?? ''))} | ${schema ? typeText(schema) : ''} |`,
      )
    }
    lines.push('')
  }
  return lines
}

function securityText(security: Record<string, unknown>[]): string {
  return security
    .map((requirement) => {
      const names = Object.keys(requirement)
      return names.length === 0 ? 'none' : names.map((name) => `${code(name)}`).join(' and ')
    })
    .join(' or ')
}

function resolveResponse(response: unknown, document: OpenApiLike): Schema | undefined {
  if (!response || typeof response !== 'object') return undefined
  const ref = (response as Schema).$ref
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? ''
    return document.components?.responses?.[name] as Schema | undefined
  }
  return response as Schema
}

function jsonSchemaOf(holder: unknown, document: OpenApiLike): Schema | undefined {
  const resolved = resolveResponse(holder, document)
  const content = resolved?.content as Record<string, { schema?: Schema }> | undefined
  return content?.['application/json']?.schema
}

function schemaLines(name: string, schema: Schema): string[] {
  const lines = [`### ${name} {#schema-${name}}`, '']
  if (typeof schema.description === 'string') lines.push(text(schema.description), '')
  const properties = schema.properties as Record<string, Schema> | undefined
  if (properties && Object.keys(properties).length > 0) {
    const required = new Set((schema.required as string[] | undefined) ?? [])
    lines.push('| property | type | required | description |', '|---|---|---|---|')
    for (const [property, propertySchema] of Object.entries(properties)) {
      lines.push(
        `| ${code(property)} | ${typeText(propertySchema)} | ${required.has(property) ? 'yes' : 'no'} | ${cell(String(propertySchema.description ?? ''))} |`,
      )
    }
  } else {
    lines.push(`Type: ${typeText(schema)}.`)
  }
  lines.push('')
  return lines
}

/** A schema's type in one table cell: a link for a named schema, unions with `or`. */
export function typeText(schema: Schema | undefined): string {
  if (!schema || typeof schema !== 'object') return 'any'
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? ''
    return `[${cell(name)}](#schema-${name})`
  }
  if ('const' in schema) return `${code(JSON.stringify(schema.const))}`
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => `${code(JSON.stringify(value))}`).join(' or ')
  }
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (Array.isArray(union)) return union.map(typeText).join(' or ')
  const type = schema.type
  if (Array.isArray(type))
    return type.map((single) => typeText({ ...schema, type: single })).join(' or ')
  if (type === 'array') return `${typeText(schema.items as Schema | undefined)}[]`
  if (typeof type === 'string') return type
  return 'any'
}

// Text in a table cell: no pipes or line breaks; nothing that Markdown or Vue would interpret.
function cell(value: string): string {
  return text(value)
    .replaceAll('|', '\\|')
    .replace(/\s*\n\s*/g, ' ')
}

// Code spans are left as they are: Markdown shows them literally already.
function text(value: string): string {
  return value
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replaceAll('&', '&amp;')
            .replaceAll('<', '&lt;')
            .replaceAll('>', '&gt;')
            .replaceAll('{', '&#123;'),
    )
    .join('')
}

function code(value: string): string {
  return `\`${value.replaceAll('`', "'").replaceAll('|', '\\|')}\``
}
