// Closing the stand-in widget (part of its browser module, bundled from ./main.ts): its Exit
// button, Escape on overlays, the close dialog, and the host's WIDGET_CLOSE_REQUEST. The rules
// are in ./state/closing.ts.
import type { WidgetChannel } from './openChannel.js'
import type { PageElements } from './pageElements.js'
import type { StandInConfig } from './readWidgetConfig.js'
import { closeDialogAnswer, escapeCloses, userMayClose } from './state/closing.js'

export function connectCloseControls(
  doc: Document,
  page: PageElements,
  channel: WidgetChannel,
  config: Pick<StandInConfig, 'closeable' | 'hideExitButton' | 'variant'>,
  appVersion: string,
): void {
  if (!userMayClose(config)) page.exit.remove()
  else page.exit.addEventListener('click', () => channel.post('WIDGET_CLOSE', null))

  const dialog = page.closeDialog
  /** Whether the dialog open now answers the host's request (else the user's own). */
  let hostAsked = false
  const askToClose = (fromHost: boolean) => {
    hostAsked = fromHost
    if (!dialog.open) dialog.showModal()
  }
  dialog.addEventListener('close', () => {
    const answer = closeDialogAnswer(hostAsked, dialog.returnValue === 'close')
    dialog.returnValue = ''
    if (answer !== undefined) channel.post(answer, null)
    hostAsked = false
  })

  const escapeStartsClosing = escapeCloses(config, appVersion)
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !escapeStartsClosing || dialog.open) return
    // Without this, the same key press would also cancel the dialog it opens.
    event.preventDefault()
    // As the production widget 2.x does: tell the host, whose SDK asks the user (rampkit asks
    // this widget back; the official SDK from 2.x too). Alone, ask directly.
    if (channel.connected) channel.post('WIDGET_CLOSE_REQUEST', null)
    else askToClose(false)
  })

  channel.listen((message) => {
    if (message.type !== 'WIDGET_CLOSE_REQUEST') return
    // Nothing to ask the user when they may not close it: the host keeps the widget open.
    if (config.closeable) askToClose(true)
    else channel.post('WIDGET_CLOSE_REQUEST_CANCELLED', null)
  })
}
