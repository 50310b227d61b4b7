// The "Send from wallet" button shown after a sale (part of the stand-in widget's browser
// module, bundled from ./main.ts): SEND_CRYPTO asks the host to send the sale's crypto, and
// its SEND_CRYPTO_RESULT (./state/sendCryptoResult.ts) says whether it did.
import type { SendCryptoPayload } from '@rampkit/core'
import type { WidgetChannel } from './openChannel.js'
import type { PageElements } from './pageElements.js'
import { showError, showStatus } from './render.js'
import { readSendCryptoResult } from './state/sendCryptoResult.js'

/**
 * Shows the button; each click asks the host once, and a failed send can be tried again. The
 * hash of a send goes to `onSent` (the sandbox checks it when it runs on a chain).
 */
export function offerSendFromWallet(
  page: PageElements,
  channel: WidgetChannel,
  request: SendCryptoPayload,
  onSent: (txHash: string) => void = () => {},
): void {
  const { send } = page
  // Only a result the widget waits for counts.
  let waiting = false
  channel.listen((message) => {
    if (message.type !== 'SEND_CRYPTO_RESULT' || message.eventVersion !== 1 || !waiting) return
    waiting = false
    const result = readSendCryptoResult(message.payload)
    if (result.sent) {
      send.hidden = true
      showStatus(page, `Sent: transaction ${result.txHash}`)
      onSent(result.txHash)
    } else {
      send.disabled = false
      showStatus(page, 'Not sent.')
      showError(page, `Sending failed: ${result.reason}`)
    }
  })
  send.hidden = false
  send.addEventListener('click', () => {
    send.disabled = true
    showError(page, '')
    showStatus(page, 'Waiting for your wallet…')
    waiting = true
    channel.post('SEND_CRYPTO', request, 1)
  })
}
