import type { HostApiResponses } from '../hostApi/endpoints.js'

/** Names of the response bodies the client reads, one per endpoint (spec sections 2 and 4). */
export type HostApiResource = keyof HostApiResponses

/** One way a response body differs from its schema: where (`path`) and how (`message`). */
export interface ValidationIssue {
  /** Dotted path into the body, e.g. `assets.0.decimals`; empty for the body itself. */
  path: string
  message: string
}

/**
 * What a `HostApiResponseValidator` returns: `{ ok: true }`, or `{ ok: false }` with every issue
 * found.
 */
export type ValidationResult = { ok: true } | { ok: false; issues: ValidationIssue[] }

/**
 * Checks a response body against the schema of `resource`. The client takes one by injection
 * (`validate: validateHostApiResponse` from `@rampkit/core/schemas`) so that the main entry
 * never bundles the schema library.
 */
export type HostApiResponseValidator = (
  resource: HostApiResource,
  data: unknown,
) => ValidationResult
