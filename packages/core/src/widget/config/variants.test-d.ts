import { expectTypeOf, it } from 'vitest'
import type {
  AutoPickedVariant,
  AutoVariant,
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

it('no embedded variant picks by the viewport: createEmbeddedWidget shows the one configured', () => {
  // launchWidget is given no `pick` for them (mount/oneVariant.ts); a row that picked would need one.
  expectTypeOf<Extract<AutoVariant, WidgetVariantOfKind<'embedded'>>>().toBeNever()
  expectTypeOf<AutoVariant>().toEqualTypeOf<'auto' | 'hosted-auto'>()
})
