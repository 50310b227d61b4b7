// @rampkit/core/schemas: valibot schemas of every host API resource, for servers and for the
// client's opt-in `validate`. A separate entry so that the main one never bundles valibot.
export type {
  HostApiResource,
  HostApiResponseValidator,
  ValidationIssue,
  ValidationResult,
} from '../client/HostApiResponseValidator.js'
export * from '../schemas/index.js'
