import { CONFIG } from '@rampkit/adapter-testing/frames'
import { createHostApiClient, type WidgetConfig } from '@rampkit/core'
import { cleanup, render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { findApiBaseUrl } from '../lib/context.js'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import RampWidget from '../lib/RampWidget.svelte'
import { renderRune } from './testing/renderRune.js'
import WidgetWithClient from './testing/WidgetWithClient.svelte'

// The context client's baseUrl, and the development warning where it meets a widget's url (the
// rule itself is core's warnOnMixedEnvironments). Core warns once per pair for the whole test
// file: each test uses pairs of its own.

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const client = (baseUrl: string) => createHostApiClient({ baseUrl })
const mixedWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).includes('The host API is'))
const { url: _, ...PRODUCTION_CONFIG } = CONFIG

describe('findApiBaseUrl', () => {
  it("is the context client's baseUrl, or undefined without one", () => {
    expect(renderRune(client('http://127.0.0.1:8787/api/'), findApiBaseUrl).result).toBe(
      'http://127.0.0.1:8787/api',
    )
    expect(renderRune(undefined, findApiBaseUrl).result).toBeUndefined()
  })
})

describe('mixed environments, development build', () => {
  it('createRampWidget: a sandbox client and the default (production) widget warn once, also after config changes', () => {
    let config = $state<WidgetConfig>(PRODUCTION_CONFIG)
    renderRune(client('http://127.0.0.1:8711/api'), () => createRampWidget(() => config))
    config = { ...PRODUCTION_CONFIG, fiatValue: 10 }
    flushSync()
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('(http://127.0.0.1:8711)')
  })

  it('<RampWidget>: a production client and a local widget warn', () => {
    render(WidgetWithClient, {
      props: {
        client: client('https://api.ramp.network/api'),
        config: { ...CONFIG, url: 'http://localhost:8712/widget/' },
      },
    })
    flushSync()
    expect(mixedWarnings()).toHaveLength(1)
    expect(String(mixedWarnings()[0]?.[0])).toContain('host API is production')
  })

  it('the same environment, or no client, says nothing', () => {
    renderRune(client('http://127.0.0.1:8713/api'), () =>
      createRampWidget(() => ({ ...CONFIG, url: 'http://127.0.0.1:8713/widget/' })),
    )
    renderRune(undefined, () => createRampWidget(() => PRODUCTION_CONFIG))
    render(RampWidget, { props: { config: PRODUCTION_CONFIG } })
    flushSync()
    expect(mixedWarnings()).toEqual([])
  })
})

describe('mixed environments, production build', () => {
  it('says nothing', () => {
    vi.stubEnv('NODE_ENV', 'production')
    renderRune(client('http://127.0.0.1:8714/api'), () => createRampWidget(() => PRODUCTION_CONFIG))
    render(WidgetWithClient, {
      props: { client: client('http://127.0.0.1:8715/api'), config: PRODUCTION_CONFIG },
    })
    flushSync()
    expect(mixedWarnings()).toEqual([])
  })
})
