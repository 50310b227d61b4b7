import { assetsFor } from '@rampkit/adapter-testing/fakeClient'
import { isHostApiError, type RampKitClient } from '@rampkit/core'
import { act, render, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAssets } from '../hooks/useAssets.js'
import { RampKitProvider, type RampKitProviderProps } from './RampKitProvider.js'
import { useRampKitClient } from './useRampKitClient.js'

/** The global fetch the created client uses, answering `answer()` and recording each URL. */
function recordFetch(answer: () => Response = () => Response.json(assetsFor('USD'))) {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return answer()
  })
  return urls
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type OptionProps = Omit<Extract<RampKitProviderProps, { baseUrl: string }>, 'children'>

const wrapperWith =
  (props: OptionProps) =>
  ({ children }: { children: ReactNode }) => (
    <RampKitProvider {...props}>{children}</RampKitProvider>
  )

/** Records the client it gets at each render. */
function ClientProbe({ seen }: { seen: RampKitClient[] }) {
  seen.push(useRampKitClient())
  return null
}

/** A page that re-renders with a new `tick` and reads the assets. */
function AssetsPage({ tick }: { tick: number }) {
  const assets = useAssets()
  return (
    <p>
      {tick}:{assets.status}
    </p>
  )
}

describe('RampKitProvider with client options (serialisable props)', () => {
  it('creates the client from baseUrl and hostApiKey: the hooks ask that API with that key', async () => {
    const urls = recordFetch()
    const { result } = renderHook(() => useAssets({ currencyCode: 'USD' }), {
      wrapper: wrapperWith({ baseUrl: 'https://api.example.test/api/', hostApiKey: 'key-1' }),
    })
    await vi.waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toEqual(assetsFor('USD'))
    expect(urls).toHaveLength(1)
    const url = new URL(urls[0]!)
    expect(url.origin + url.pathname).toBe('https://api.example.test/api/host-api/v3/assets')
    expect(url.searchParams.get('hostApiKey')).toBe('key-1')
    expect(url.searchParams.get('currencyCode')).toBe('USD')
  })

  it('passes retries and timeoutMs on: retries 0 asks once and reports the 503', async () => {
    const urls = recordFetch(() => Response.json({ code: 'DOWN' }, { status: 503 }))
    const { result } = renderHook(() => useAssets(), {
      wrapper: wrapperWith({ baseUrl: 'https://api.example.test/api', retries: 0, timeoutMs: 50 }),
    })
    await vi.waitFor(() => expect(result.current.status).toBe('error'))
    expect(urls).toHaveLength(1)
    expect(result.current.error).toMatchObject({ status: 503, code: 'DOWN' })
  })

  it('keeps one client while the option values stay the same, and makes a new one when they change', () => {
    const seen: RampKitClient[] = []
    const page = (props: OptionProps) => (
      <RampKitProvider {...props}>
        <ClientProbe seen={seen} />
      </RampKitProvider>
    )
    const view = render(page({ baseUrl: 'https://a.test/api', hostApiKey: 'k' }))
    // A server layout re-rendered sends new props objects with the same values.
    view.rerender(page({ baseUrl: 'https://a.test/api', hostApiKey: 'k' }))
    expect(seen[1]).toBe(seen[0])
    view.rerender(page({ baseUrl: 'https://a.test/api', hostApiKey: 'other' }))
    expect(seen[2]).not.toBe(seen[1])
    view.rerender(page({ baseUrl: 'https://b.test/api', hostApiKey: 'other' }))
    expect(seen[3]).not.toBe(seen[2])
    expect(seen).toHaveLength(4)
  })

  it('uses a given client as it is', () => {
    const client = { v3: {} } as RampKitClient
    const { result } = renderHook(() => useRampKitClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RampKitProvider client={client}>{children}</RampKitProvider>
      ),
    })
    expect(result.current).toBe(client)
  })

  it('without client or baseUrl, throws a clear TypeError when rendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // A JavaScript caller (or a server component passing an unset env variable).
    const props = { baseUrl: undefined } as unknown as OptionProps
    expect(() => render(<RampKitProvider {...props} />)).toThrow(
      new TypeError('<RampKitProvider> needs a `client` or the `baseUrl` of the host API'),
    )
  })

  it('rejects an unusable baseUrl with INVALID_REQUEST, never showing the key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fc.assert(
      fc.property(
        fc.oneof(fc.constant('not a url'), fc.constant('ftp://x.test/api'), fc.string()),
        fc.string({ minLength: 8 }).map((s) => `secret-${s}`),
        (baseUrl, hostApiKey) => {
          fc.pre(!/^\s*https?:\/\/[^?#]+$/i.test(baseUrl))
          let thrown: unknown
          try {
            render(<RampKitProvider baseUrl={baseUrl} hostApiKey={hostApiKey} />).unmount()
          } catch (error) {
            thrown = error
          }
          expect(isHostApiError(thrown)).toBe(true)
          expect(thrown).toMatchObject({ code: 'INVALID_REQUEST' })
          expect(JSON.stringify({ ...(thrown as object), m: String(thrown) })).not.toContain(
            hostApiKey,
          )
        },
      ),
      { numRuns: 50 },
    )
  })

  it('changes no client while unrelated state re-renders the tree (no request storm)', async () => {
    const urls = recordFetch()
    const view = render(
      <RampKitProvider baseUrl="https://api.example.test/api">
        <AssetsPage tick={0} />
      </RampKitProvider>,
    )
    for (let tick = 1; tick <= 5; tick++) {
      await act(async () => {
        view.rerender(
          <RampKitProvider baseUrl="https://api.example.test/api">
            <AssetsPage tick={tick} />
          </RampKitProvider>,
        )
      })
    }
    await vi.waitFor(() => expect(view.container.textContent).toBe('5:success'))
    expect(urls).toHaveLength(1)
  })
})
