import { createHostApiClient, type HostApiClientOptions, type RampKitClient } from '@rampkit/core'
import { type ReactNode, useMemo } from 'react'
import { RampKitContext } from './RampKitContext.js'

/**
 * The options of `createHostApiClient` that survive serialisation (no functions): what a
 * React Server Component, such as a Next.js layout, can pass to this client component.
 */
export type RampKitClientOptions = Pick<
  HostApiClientOptions,
  'baseUrl' | 'legacyBaseUrl' | 'hostApiKey' | 'timeoutMs' | 'retries'
>

type NoClientOptions = { [K in keyof RampKitClientOptions]?: never }

/**
 * Props of `RampKitProvider`: either a ready `client`, or the serialisable options (`baseUrl`
 * required) it creates one from.
 */
export type RampKitProviderProps = { children?: ReactNode } & (
  | ({
      /** From `createHostApiClient`; keep it stable (create it outside render or memoize it). */
      client: RampKitClient
    } & NoClientOptions)
  | ({
      /** Without `client`, the provider creates one from the options it is given. */
      client?: never
    } & RampKitClientOptions)
)

/**
 * Gives the hooks below it their host API client: the `client` given, or one created from
 * `baseUrl`, `hostApiKey`, ... (a new one only when one of these values changes).
 */
export function RampKitProvider(props: RampKitProviderProps) {
  const { client, children, baseUrl, legacyBaseUrl, hostApiKey, timeoutMs, retries } = props
  const created = useMemo(() => {
    if (client) return undefined
    if (baseUrl === undefined) {
      throw new TypeError('<RampKitProvider> needs a `client` or the `baseUrl` of the host API')
    }
    // Options left out arrive as `undefined`: createHostApiClient takes its defaults.
    return createHostApiClient({ baseUrl, legacyBaseUrl, hostApiKey, timeoutMs, retries })
  }, [client, baseUrl, legacyBaseUrl, hostApiKey, timeoutMs, retries])
  return (
    <RampKitContext.Provider value={client ?? created ?? null}>{children}</RampKitContext.Provider>
  )
}
