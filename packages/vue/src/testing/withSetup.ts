// Runs a composable in a mounted component under RampKitPlugin (test helper, not published).
import type { RampKitClient } from '@rampkit/core'
import { render } from '@testing-library/vue'
import { defineComponent, h } from 'vue'
import { RampKitPlugin } from '../plugin/RampKitPlugin.js'

export function withSetup<T>(client: RampKitClient, composable: () => T) {
  let result!: T
  const view = render(
    defineComponent({
      setup() {
        result = composable()
        return () => h('div')
      },
    }),
    { global: { plugins: [[RampKitPlugin, { client }]] } },
  )
  return { result, unmount: view.unmount }
}
