// When the stand-in widget may be closed, and what it tells the host (pure; the page's exit
// button, Escape and close dialog are wired in ../closeControls.ts).
import { appVersionMajor } from '../../appVersion.js'
import type { WidgetMessageType } from '../openChannel.js'
import { isOverlayVariant, type StandInConfig } from '../readWidgetConfig.js'

type CloseConfig = Pick<StandInConfig, 'closeable' | 'hideExitButton' | 'variant'>

/** Whether the user can close the widget from inside it (an Exit button, and Escape on overlays). */
export function userMayClose(config: CloseConfig): boolean {
  return config.closeable && !config.hideExitButton
}

/**
 * Whether Escape pressed inside the widget starts closing: overlay variants only, only when the
 * user may close, and only from version 2 on. An older widget leaves Escape to the host's SDK,
 * which catches it on the host page.
 */
export function escapeCloses(config: CloseConfig, appVersion: string): boolean {
  return (
    appVersionMajor(appVersion) >= 2 && isOverlayVariant(config.variant) && userMayClose(config)
  )
}

/**
 * What to post once the close dialog is answered: to a host that asked (`WIDGET_CLOSE_REQUEST`),
 * its answer; on the user's own request, `WIDGET_CLOSE` if confirmed, else nothing.
 */
export function closeDialogAnswer(
  hostAsked: boolean,
  confirmed: boolean,
): WidgetMessageType | undefined {
  if (hostAsked) {
    return confirmed ? 'WIDGET_CLOSE_REQUEST_CONFIRMED' : 'WIDGET_CLOSE_REQUEST_CANCELLED'
  }
  return confirmed ? 'WIDGET_CLOSE' : undefined
}
