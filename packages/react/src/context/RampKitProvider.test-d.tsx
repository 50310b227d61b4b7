import type { HostApiClient, HostApiClientOptions } from '@rampkit/core'
import type { ComponentProps } from 'react'
import { describe, expectTypeOf, it } from 'vitest'
import { type RampKitClientOptions, RampKitProvider } from './RampKitProvider.js'

declare const client: HostApiClient

describe('RampKitProvider props', () => {
  it('takes a client, or the serialisable client options', () => {
    ;<RampKitProvider client={client} />
    ;<RampKitProvider baseUrl="https://api.ramp.network/api" />
    ;<RampKitProvider
      baseUrl="https://api.ramp.network/api"
      legacyBaseUrl="https://api.ramp.network/api"
      hostApiKey="key"
      timeoutMs={5000}
      retries={1}
    />
  })

  it('refuses both at once, neither, and options that are functions', () => {
    // @ts-expect-error a client or options, not both
    ;<RampKitProvider client={client} baseUrl="https://api.ramp.network/api" />
    // @ts-expect-error baseUrl is needed without a client
    ;<RampKitProvider hostApiKey="key" />
    // @ts-expect-error fetch cannot cross from a server component: pass a client instead
    ;<RampKitProvider baseUrl="https://api.ramp.network/api" fetch={fetch} />
  })

  it('the options are the serialisable part of createHostApiClient options', () => {
    expectTypeOf<RampKitClientOptions>().toExtend<HostApiClientOptions>()
    expectTypeOf<keyof RampKitClientOptions>().toEqualTypeOf<
      'baseUrl' | 'legacyBaseUrl' | 'hostApiKey' | 'timeoutMs' | 'retries'
    >()
    expectTypeOf<ComponentProps<typeof RampKitProvider>>().toHaveProperty('baseUrl')
  })
})
