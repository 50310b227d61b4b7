import { describeMixedEnvironments } from '@rampkit/adapter-testing/mixedEnvironmentScenarios'
import { createHostApiClient } from '@rampkit/core'
import { cleanup, render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findApiBaseUrl } from '../lib/context.js'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import RampWidget from '../lib/RampWidget.svelte'
import { renderRune } from './testing/renderRune.js'
import WidgetWithClient from './testing/WidgetWithClient.svelte'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const client = (baseUrl: string) => createHostApiClient({ baseUrl })

describe('findApiBaseUrl', () => {
  it("is the context client's baseUrl, or undefined without one", () => {
    expect(renderRune(client('http://127.0.0.1:8787/api/'), findApiBaseUrl).result).toBe(
      'http://127.0.0.1:8787/api',
    )
    expect(renderRune(undefined, findApiBaseUrl).result).toBeUndefined()
  })
})

describeMixedEnvironments({
  names: { overlay: 'createRampWidget', component: '<RampWidget>' },
  firstPort: 8711,
  overlay(baseUrl, initial) {
    let config = $state.raw(initial)
    renderRune(baseUrl ? client(baseUrl) : undefined, () => createRampWidget(() => config))
    return {
      update: async (next) => {
        config = next
        flushSync()
      },
    }
  },
  embedded(baseUrl, config) {
    if (baseUrl) render(WidgetWithClient, { props: { client: client(baseUrl), config } })
    else render(RampWidget, { props: { config } })
    flushSync()
  },
})
