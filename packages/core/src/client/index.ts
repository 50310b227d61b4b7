export type { HostApiClient, HostApiClientOptions } from './createHostApiClient.js'
export { createHostApiClient } from './createHostApiClient.js'
export type { HostApiErrorCode, HostApiErrorInit } from './HostApiError.js'
export { HostApiError, isHostApiError } from './HostApiError.js'
export type {
  HostApiResource,
  HostApiResponseValidator,
  ValidationIssue,
  ValidationResult,
} from './HostApiResponseValidator.js'
export { PRODUCTION_API_URL } from './productionApiUrl.js'
export type { RequestOptions } from './request.js'
export type {
  HostApiRequestEvent,
  HostApiRequestHooks,
  HostApiResponseEvent,
} from './requestHooks.js'
