import type { RampKitClient } from '@rampkit/core'
import type { ReactNode } from 'react'
import { RampKitContext } from './RampKitContext.js'

export interface RampKitProviderProps {
  /** From `createHostApiClient`; keep it stable (create it outside render or memoize it). */
  client: RampKitClient
  children?: ReactNode
}

/** Gives the hooks below it their host API client. */
export function RampKitProvider({ client, children }: RampKitProviderProps) {
  return <RampKitContext.Provider value={client}>{children}</RampKitContext.Provider>
}
