import { useContext } from 'react'
import { RampKitContext } from './RampKitContext.js'

/** The `baseUrl` of the nearest `RampKitProvider`'s client; `undefined` without one. */
export function useApiBaseUrl(): string | undefined {
  return useContext(RampKitContext)?.baseUrl
}
