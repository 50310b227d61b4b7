// The development warning every adapter gives where its client's host API (the provider's, the
// plugin's, the context's) and a widget's url are of different environments, written once (the
// rule itself is core's warnOnMixedEnvironments).
import type { EmbeddedWidgetConfig, WidgetConfig } from '@rampkit/core'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { CONFIG } from './frames.js'

export interface MixedEnvironmentAdapter {
  /** The overlay binding's and the component's names in the test titles. */
  names: { overlay: string; component: string }
  /**
   * Core warns once per pair of environments for as long as its module lives: the first of the
   * five local ports these tests may use, none used by another test of the same run.
   */
  firstPort: number
  /** Mounts the overlay binding below a client of `baseUrl` (none: no client); `update` re-renders. */
  overlay(
    baseUrl: string | undefined,
    config: WidgetConfig,
  ): { update(config: WidgetConfig): Promise<void> }
  /** Renders the embedded component below a client of `baseUrl` (none: no client). */
  embedded(baseUrl: string | undefined, config: EmbeddedWidgetConfig): void
}

const { url: _, ...PRODUCTION_CONFIG } = CONFIG

/** Defines the shared tests of the mixed environments warning; the caller cleans up after each. */
export function describeMixedEnvironments(adapter: MixedEnvironmentAdapter) {
  const { overlay, embedded, names } = adapter
  const local = (offset: number) => `http://127.0.0.1:${adapter.firstPort + offset}`

  describe('mixed environments (shared scenarios)', () => {
    let warn: MockInstance<typeof console.warn>
    beforeEach(() => {
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    })
    afterEach(() => {
      warn.mockRestore()
      vi.unstubAllEnvs()
    })
    const mixedWarnings = () =>
      warn.mock.calls.filter(([message]) => String(message).includes('The host API is'))

    describe('development build', () => {
      it(`${names.overlay}: a sandbox client and the default (production) widget warn once, also after config changes`, async () => {
        const widget = overlay(`${local(0)}/api`, PRODUCTION_CONFIG)
        await widget.update({ ...PRODUCTION_CONFIG, fiatValue: 10 })
        await widget.update({ ...PRODUCTION_CONFIG, fiatValue: 20 })
        expect(mixedWarnings()).toHaveLength(1)
        expect(String(mixedWarnings()[0]?.[0])).toContain(`(${local(0)})`)
      })

      it(`${names.component}: a production client and a local widget warn`, () => {
        embedded('https://api.ramp.network/api', {
          ...CONFIG,
          url: `http://localhost:${adapter.firstPort + 1}/widget/`,
        })
        expect(mixedWarnings()).toHaveLength(1)
        expect(String(mixedWarnings()[0]?.[0])).toContain('host API is production')
      })

      it('the same environment, or no client, says nothing', () => {
        overlay(`${local(2)}/api`, { ...CONFIG, url: `${local(2)}/widget/` })
        overlay(undefined, PRODUCTION_CONFIG)
        embedded(undefined, PRODUCTION_CONFIG)
        expect(mixedWarnings()).toEqual([])
      })
    })

    describe('production build', () => {
      it('says nothing', () => {
        vi.stubEnv('NODE_ENV', 'production')
        overlay(`${local(3)}/api`, PRODUCTION_CONFIG)
        embedded(`${local(4)}/api`, PRODUCTION_CONFIG)
        expect(mixedWarnings()).toEqual([])
      })
    })
  })
}
