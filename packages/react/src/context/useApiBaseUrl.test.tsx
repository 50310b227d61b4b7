import { CONFIG } from '@rampkit/adapter-testing/frames'
import type { WidgetConfig } from '@rampkit/core'
import { cleanup, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { RampWidget } from '../components/RampWidget.js'
import { useRampWidget } from '../hooks/useRampWidget.js'
import { RampKitProvider } from './RampKitProvider.js'
import { useApiBaseUrl } from './useApiBaseUrl.js'

// The provider's client baseUrl, and the development warning where it meets a widget's url
// (the rule itself is core's warnOnMixedEnvironments). Core warns once per pair, for the whole
// test file: each test uses pairs of its own.

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const under =
  (baseUrl: string) =>
  ({ children }: { children: ReactNode }) => (
    <RampKitProvider baseUrl={baseUrl}>{children}</RampKitProvider>
  )

const mixedWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).includes('The host API is'))

function OverlayButton({ config }: { config: WidgetConfig }) {
  useRampWidget(config)
  return null
}

describe('useApiBaseUrl', () => {
  it("is the provider client's baseUrl, trailing slashes removed", () => {
    const { result } = renderHook(() => useApiBaseUrl(), {
      wrapper: under('http://127.0.0.1:8787/api/'),
    })
    expect(result.current).toBe('http://127.0.0.1:8787/api')
  })

  it('is undefined without a provider', () => {
    expect(renderHook(() => useApiBaseUrl()).result.current).toBeUndefined()
  })
})

describe('mixed environments, development build', () => {
  it('useRampWidget: a sandbox client and the default (production) widget warn once, however often it renders', () => {
    const { url: _, ...production } = CONFIG
    const Wrapper = under('http://127.0.0.1:8701/api')
    const view = render(<OverlayButton config={production} />, { wrapper: Wrapper })
    view.rerender(<OverlayButton config={{ ...production, fiatValue: 10 }} />)
    view.rerender(<OverlayButton config={{ ...production, fiatValue: 20 }} />)
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('(http://127.0.0.1:8701)')
  })

  it('<RampWidget>: a production client and a local widget warn', () => {
    const Wrapper = under('https://api.ramp.network/api')
    render(<RampWidget config={{ ...CONFIG, url: 'http://localhost:8702/widget/' }} />, {
      wrapper: Wrapper,
    })
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('host API is production')
  })

  it('the same environment, or no provider, says nothing', () => {
    render(<OverlayButton config={{ ...CONFIG, url: 'http://127.0.0.1:8703/widget/' }} />, {
      wrapper: under('http://127.0.0.1:8703/api'),
    })
    const { url: _, ...production } = CONFIG
    render(<OverlayButton config={production} />)
    render(<RampWidget config={production} />)
    expect(mixedWarnings()).toEqual([])
  })
})

describe('mixed environments, production build', () => {
  it('says nothing', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { url: _, ...production } = CONFIG
    render(<OverlayButton config={production} />, { wrapper: under('http://127.0.0.1:8704/api') })
    render(<RampWidget config={production} />, { wrapper: under('http://127.0.0.1:8705/api') })
    expect(mixedWarnings()).toEqual([])
  })
})
