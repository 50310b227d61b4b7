import { describe, expectTypeOf, it } from 'vitest'
import type {
  ParsedWidgetUrl,
  ValidatedWidgetConfig,
  WidgetConfig,
  WidgetUrlExtra,
} from '../config/types.js'
import { buildWidgetUrl } from './buildWidgetUrl.js'
import { parseWidgetUrl } from './parseWidgetUrl.js'

describe('widget URL types', () => {
  it('buildWidgetUrl takes a config (raw or validated) and optional protocol fields', () => {
    expectTypeOf(buildWidgetUrl).parameter(0).toEqualTypeOf<WidgetConfig>()
    expectTypeOf<ValidatedWidgetConfig>().toExtend<Parameters<typeof buildWidgetUrl>[0]>()
    expectTypeOf(buildWidgetUrl).parameter(1).toEqualTypeOf<WidgetUrlExtra | undefined>()
    expectTypeOf(buildWidgetUrl).returns.toEqualTypeOf<string>()
    // @ts-expect-error unknown protocol field
    buildWidgetUrl({ hostApiKey: 'k', hostAppName: 'a', hostLogoUrl: 'l' }, { closeable: true })
  })

  it('parseWidgetUrl returns typed config fields and protocol fields', () => {
    expectTypeOf(parseWidgetUrl).parameter(0).toEqualTypeOf<string | URL>()
    expectTypeOf(parseWidgetUrl).returns.toEqualTypeOf<ParsedWidgetUrl>()
    const { config, extra } = parseWidgetUrl('https://w.example/')
    expectTypeOf(config.url).toEqualTypeOf<string>()
    expectTypeOf(config.enabledFlows).toEqualTypeOf<('ONRAMP' | 'OFFRAMP')[] | undefined>()
    expectTypeOf(config.swapAsset).toEqualTypeOf<string | undefined>()
    expectTypeOf(config.swapAmount).toEqualTypeOf<string | undefined>()
    expectTypeOf(config.fiatValue).toEqualTypeOf<number | undefined>()
    expectTypeOf(extra.useSendCryptoCallbackVersion).toEqualTypeOf<number | undefined>()
    // @ts-expect-error containerNode never travels in a URL
    config.containerNode
  })
})
