/** Base address of the production host API, `{base_url}` of the spec. */
export const PRODUCTION_API_URL = 'https://api.ramp.network/api'
