import type { AssetInfo, OfframpAssetInfo, WidgetConfig } from '@rampkit/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { WalletConnection } from './EvmWallet.js'
import {
  type WalletWidgetConfig,
  walletWidgetConfig,
  widgetAssetConfig,
} from './widgetAssetConfig.js'

declare const assets: AssetInfo[]
declare const offrampAssets: OfframpAssetInfo[]
declare const connection: WalletConnection | undefined

describe('widgetAssetConfig', () => {
  it("takes the V3 lists and gives fields of the widget's configuration", () => {
    const config = widgetAssetConfig(connection, { assets, offrampAssets })
    expectTypeOf(config).toEqualTypeOf<WalletWidgetConfig>()
    expectTypeOf(config).toExtend<Partial<WidgetConfig>>()
    // @ts-expect-error: the on-ramp list is required
    widgetAssetConfig(connection, { offrampAssets })
  })

  it('reads a wallet for walletWidgetConfig', () => {
    expectTypeOf(
      walletWidgetConfig({ connection: async () => connection }, { assets }),
    ).toEqualTypeOf<Promise<WalletWidgetConfig>>()
  })
})
