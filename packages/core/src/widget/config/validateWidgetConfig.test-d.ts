import { describe, expectTypeOf, it } from 'vitest'
import type { PaymentMethodName } from '../../types/quotes.js'
import type { WIDGET_CONFIG_KEYS } from './constants.js'
import type {
  ValidatedWidgetConfig,
  WidgetConfig,
  WidgetConfigIssue,
  WidgetConfigValidation,
  WidgetFlow,
  WidgetVariant,
} from './types.js'
import { validateWidgetConfig, validateWidgetConfigOrThrow } from './validateWidgetConfig.js'

describe('validateWidgetConfig types', () => {
  it('takes unknown and returns the result union', () => {
    expectTypeOf(validateWidgetConfig).parameter(0).toEqualTypeOf<unknown>()
    expectTypeOf(validateWidgetConfig).returns.toEqualTypeOf<WidgetConfigValidation>()
    expectTypeOf(validateWidgetConfigOrThrow).returns.toEqualTypeOf<ValidatedWidgetConfig>()
  })

  it('narrows on ok', () => {
    const result = validateWidgetConfig({})
    if (result.ok) {
      expectTypeOf(result.config).toEqualTypeOf<ValidatedWidgetConfig>()
      expectTypeOf(result.warnings).toEqualTypeOf<WidgetConfigIssue[]>()
      // @ts-expect-error no issues on success
      result.issues
    } else {
      expectTypeOf(result.issues).toEqualTypeOf<WidgetConfigIssue[]>()
      expectTypeOf(result.warnings).toEqualTypeOf<WidgetConfigIssue[]>()
      // @ts-expect-error no config on failure
      result.config
    }
    expectTypeOf<WidgetConfigIssue>().toEqualTypeOf<{
      path: string
      message: string
      code?: string
    }>()
  })

  it('the validated config has its defaults and normal forms in its type', () => {
    expectTypeOf<ValidatedWidgetConfig['url']>().toEqualTypeOf<string>()
    expectTypeOf<ValidatedWidgetConfig['variant']>().toEqualTypeOf<WidgetVariant>()
    expectTypeOf<ValidatedWidgetConfig['swapAmount']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<ValidatedWidgetConfig['paymentMethodType']>().toEqualTypeOf<
      PaymentMethodName | undefined
    >()
    expectTypeOf<ValidatedWidgetConfig['enabledFlows']>().toEqualTypeOf<WidgetFlow[] | undefined>()
    expectTypeOf<ValidatedWidgetConfig>().toExtend<WidgetConfig>()
  })
})

describe('WidgetConfig type', () => {
  it('requires the three host fields and nothing else', () => {
    expectTypeOf({ hostApiKey: 'k', hostAppName: 'a', hostLogoUrl: 'l' }).toExtend<WidgetConfig>()
    expectTypeOf({ hostAppName: 'a', hostLogoUrl: 'l' }).not.toExtend<WidgetConfig>()
  })

  it('types each parameter of spec 2.11', () => {
    expectTypeOf<WidgetConfig['swapAmount']>().toEqualTypeOf<string | bigint | number | undefined>()
    expectTypeOf<WidgetConfig['enabledFlows']>().toEqualTypeOf<
      readonly ('ONRAMP' | 'OFFRAMP')[] | undefined
    >()
    expectTypeOf<WidgetConfig['containerNode']>().toEqualTypeOf<HTMLElement | undefined>()
    expectTypeOf<WidgetConfig['fiatValue']>().toEqualTypeOf<number | string | undefined>()
    expectTypeOf<WidgetConfig['closeable']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<WidgetConfig['pathname']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WidgetConfig['hideExitButton']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<'SEPA'>().toExtend<NonNullable<WidgetConfig['paymentMethodType']>>()
    expectTypeOf<'PIX'>().toExtend<NonNullable<WidgetConfig['paymentMethodType']>>()
    expectTypeOf<'VISA'>().not.toExtend<NonNullable<WidgetConfig['paymentMethodType']>>()
    expectTypeOf<'overlay'>().not.toExtend<WidgetVariant>()
    expectTypeOf<WidgetFlow>().toEqualTypeOf<'ONRAMP' | 'OFFRAMP'>()
  })

  it('WIDGET_CONFIG_KEYS lists exactly the keys of WidgetConfig', () => {
    expectTypeOf<(typeof WIDGET_CONFIG_KEYS)[number]>().toEqualTypeOf<keyof WidgetConfig>()
  })

  it('accepts readonly arrays (as const configs)', () => {
    const config = {
      hostApiKey: 'k',
      hostAppName: 'a',
      hostLogoUrl: 'l',
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      variant: 'hosted',
    } as const
    expectTypeOf(config).toExtend<WidgetConfig>()
  })
})
