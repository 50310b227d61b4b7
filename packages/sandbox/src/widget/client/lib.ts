import { convertFiat, defaultAssetId, formatUnits, offeredAssets, pickCurrency } from './choose.js'
import { openChannel } from './openChannel.js'
import { readWidgetConfig } from './readWidgetConfig.js'

/**
 * The helpers `runWidget` gets as its `lib` argument. Each is a self-contained function, so the
 * widget script can be written out from their source (see ../widgetScript.ts).
 */
export function clientLib() {
  return {
    readWidgetConfig,
    openChannel,
    offeredAssets,
    defaultAssetId,
    pickCurrency,
    convertFiat,
    formatUnits,
  }
}

export type ClientLib = ReturnType<typeof clientLib>
