import * as v from 'valibot'
import type {
  HostApiResource,
  HostApiResponseValidator,
  ValidationResult,
} from '../client/HostApiResponseValidator.js'
import { hostApiSchemas } from './hostApiSchemas.js'

/**
 * Checks a response body against its resource's schema; pass it to the client as
 * `createHostApiClient({ ..., validate: validateHostApiResponse })`. Never throws.
 */
export const validateHostApiResponse: HostApiResponseValidator = (
  resource: HostApiResource,
  data: unknown,
): ValidationResult => {
  const schema: v.GenericSchema | undefined = Object.hasOwn(hostApiSchemas, resource)
    ? hostApiSchemas[resource]
    : undefined
  if (!schema)
    return {
      ok: false,
      issues: [{ path: '', message: `Unknown resource ${JSON.stringify(resource)}` }],
    }
  const result = v.safeParse(schema, data)
  if (result.success) return { ok: true }
  return {
    ok: false,
    issues: result.issues.map((issue) => ({
      path: v.getDotPath(issue) ?? '',
      message: issue.message,
    })),
  }
}
