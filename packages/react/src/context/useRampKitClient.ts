import type { RampKitClient } from '@rampkit/core'
import { useContext } from 'react'
import { RampKitContext } from './RampKitContext.js'

/** The client of the nearest `RampKitProvider`; `hook` names the caller in the error. */
export function useRampKitClient(hook = 'useRampKitClient'): RampKitClient {
  const client = useContext(RampKitContext)
  if (!client)
    throw new Error(
      `${hook} must be used inside <RampKitProvider client={...}> or <RampKitProvider baseUrl="...">`,
    )
  return client
}
