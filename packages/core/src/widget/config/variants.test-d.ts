import { expectTypeOf, it } from 'vitest'
import type {
  AutoPickedVariant,
  FrameVariant,
  WidgetVariant,
  WidgetVariantOfKind,
} from './variants.js'

it('the table names only variants where a row names another', () => {
  // What `auto` and `hosted-auto` pick is a row of the table.
  expectTypeOf<AutoPickedVariant>().toEqualTypeOf<
    'desktop' | 'mobile' | 'hosted-desktop' | 'hosted-mobile'
  >()
  expectTypeOf<AutoPickedVariant>().toExtend<WidgetVariant>()
  expectTypeOf<FrameVariant>().toEqualTypeOf<
    'desktop' | 'mobile' | 'embedded-desktop' | 'embedded-mobile'
  >()
  expectTypeOf<WidgetVariantOfKind<'webview'>>().toEqualTypeOf<
    'webview-desktop' | 'webview-mobile'
  >()
})
