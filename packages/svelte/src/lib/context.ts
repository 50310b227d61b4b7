import type { RampKitClient } from '@rampkit/core'
import { getContext, hasContext, setContext } from 'svelte'

// A private key: no other library's context can collide with it.
const KEY = Symbol('rampkit client')

/**
 * Gives the components below this one (and this one) their host API client. Call it while a
 * component initialises, usually in the root layout or App. Returns the client.
 */
export function setRampKitContext<C extends RampKitClient>(client: C): C {
  if (
    typeof client !== 'object' ||
    client === null ||
    typeof client.v3 !== 'object' ||
    !client.v3
  ) {
    throw new TypeError('setRampKitContext: client must be a host API client (createHostApiClient)')
  }
  return setContext(KEY, client)
}

/** The client set by `setRampKitContext` in this component or an ancestor; `caller` names it in the error. */
export function getRampKitClient(caller = 'getRampKitClient'): RampKitClient {
  const client = hasContext(KEY) ? getContext<RampKitClient>(KEY) : undefined
  if (!client) {
    throw new Error(
      `${caller} needs a client: call setRampKitContext(client) in this component or an ancestor`,
    )
  }
  return client
}

/** The `baseUrl` of the client set by `setRampKitContext`, if any (call it while a component initialises). */
export function findApiBaseUrl(): string | undefined {
  return hasContext(KEY) ? getContext<RampKitClient>(KEY).baseUrl : undefined
}
