// Android's back button in an app's webview (part of the stand-in widget's browser module,
// bundled from ./main.ts): the app sends BACK_BUTTON_PRESSED instead of leaving the screen.
import type { WidgetChannel } from './openChannel.js'
import type { PageElements } from './pageElements.js'
import type { StandInConfig } from './readWidgetConfig.js'
import { userMayClose } from './state/closing.js'

/**
 * What back does here, as in an app's own screen: it first closes the close dialog if open,
 * else leaves the widget (`WIDGET_CLOSE`) when the user may close it. The stand-in has no
 * history of its own steps to go back through.
 */
export function connectBackButton(
  page: Pick<PageElements, 'closeDialog'>,
  channel: WidgetChannel,
  config: Pick<StandInConfig, 'closeable' | 'hideExitButton' | 'variant'>,
): void {
  channel.listen((message) => {
    if (message.type !== 'BACK_BUTTON_PRESSED') return
    if (page.closeDialog.open) page.closeDialog.close()
    else if (userMayClose(config)) channel.post('WIDGET_CLOSE', null)
  })
}
