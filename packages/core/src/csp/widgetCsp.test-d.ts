import { expectTypeOf, it } from 'vitest'
import type { EmbeddedWidgetConfig, WidgetConfig } from '../exports/index.js'
import { type WidgetCsp, widgetCsp } from './widgetCsp.js'

it('takes a whole widget configuration, or a list of them', () => {
  const config = {} as WidgetConfig
  const embedded = {} as EmbeddedWidgetConfig
  expectTypeOf(widgetCsp(config)).toEqualTypeOf<WidgetCsp>()
  expectTypeOf(
    widgetCsp([config, embedded], { apiBaseUrl: ['https://a.example'] }),
  ).toEqualTypeOf<WidgetCsp>()
  // A variant the widget does not know is a type error before it is a CspError.
  // @ts-expect-error
  widgetCsp({ variant: 'popup' })
})
