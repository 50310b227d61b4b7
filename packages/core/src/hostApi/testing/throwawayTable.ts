// Test helper (not exported): core's endpoint table with one more row, the way the recipe of
// CONTRIBUTING.md ("Add an endpoint") adds one, to show what a row alone makes exist.
import { type HostApiEndpointTable, hostApiEndpoints } from '../endpoints.js'

/** A row no service has: GET /host-api/v3/throwaway/{id} by id and secret, answering countries. */
export const throwawayRow = {
  method: 'GET',
  path: '/host-api/v3/throwaway/{id}',
  request: 'transaction',
  response: 'CountryInfoList',
  spec: '4.99',
} as const

export const throwawayTable = {
  ...hostApiEndpoints,
  'v3.getThrowaway': throwawayRow,
} as const satisfies HostApiEndpointTable
