import { describe, expectTypeOf, it } from 'vitest'
import { warnOnMixedEnvironments } from './warnOnMixedEnvironments.js'

describe('warnOnMixedEnvironments types', () => {
  it('takes the client baseUrl and the widget url, either unknown', () => {
    expectTypeOf(warnOnMixedEnvironments).parameters.toEqualTypeOf<
      [apiBaseUrl: string | undefined, widgetUrl: string | undefined]
    >()
    expectTypeOf(warnOnMixedEnvironments).returns.toEqualTypeOf<void>()
    // @ts-expect-error both are passed, undefined when not known
    warnOnMixedEnvironments('http://127.0.0.1:8787/api')
  })
})
