import { describeMixedEnvironments } from '@rampkit/adapter-testing/mixedEnvironmentScenarios'
import type { WidgetConfig } from '@rampkit/core'
import { cleanup, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RampWidget } from '../components/RampWidget.js'
import { useRampWidget } from '../hooks/useRampWidget.js'
import { RampKitProvider } from './RampKitProvider.js'
import { useApiBaseUrl } from './useApiBaseUrl.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Below a provider of a client of `baseUrl`; none without one. */
const under =
  (baseUrl: string | undefined) =>
  ({ children }: { children: ReactNode }) =>
    baseUrl ? <RampKitProvider baseUrl={baseUrl}>{children}</RampKitProvider> : children

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

describeMixedEnvironments({
  names: { overlay: 'useRampWidget', component: '<RampWidget>' },
  firstPort: 8701,
  overlay(baseUrl, config) {
    const view = render(<OverlayButton config={config} />, { wrapper: under(baseUrl) })
    return { update: async (next) => view.rerender(<OverlayButton config={next} />) }
  },
  embedded(baseUrl, config) {
    render(<RampWidget config={config} />, { wrapper: under(baseUrl) })
  },
})
