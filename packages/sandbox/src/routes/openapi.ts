import { createOpenApiDocument, type OpenApiDocument } from '@rampkit/core/openapi'
import { Hono } from 'hono'
import { allowOnly, requestOrigin } from './shared.js'

// Generated on the first request, not at import: the conversion walks every schema.
let document: OpenApiDocument | undefined

/** GET /openapi.json (under `/api`): the host API's OpenAPI 3.1 document, this sandbox first. */
export function openApiRoutes(): Hono {
  const app = new Hono()
  app.get('/openapi.json', (c) => {
    document ??= createOpenApiDocument()
    return c.json({
      ...document,
      servers: [
        { url: `${requestOrigin(c)}/api`, description: 'This sandbox' },
        ...document.servers,
      ],
    })
  })
  allowOnly(app, '/openapi.json', ['GET'])
  return app
}
