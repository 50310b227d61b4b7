import type { RampKitClient } from '@rampkit/core'

/** Throws a TypeError naming `caller` unless `client` looks like a host API client. */
export function checkClient(caller: string, client: unknown): asserts client is RampKitClient {
  const v3 = (client as { v3?: unknown } | null | undefined)?.v3
  if (typeof v3 !== 'object' || v3 === null) {
    throw new TypeError(
      `${caller} needs a host API client (from createHostApiClient), got ${client === null ? 'null' : typeof client}`,
    )
  }
}
