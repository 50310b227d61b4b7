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
    send.removeAttribute('aria-disabled')
    if (result.sent) {
      // A hidden button drops focus to the document: the status that replaces it takes it.
      const hadFocus = document.activeElement === send
      send.hidden = true
      showStatus(page, `Sent: transaction ${result.txHash}`)
      if (hadFocus) page.status.focus()
      onSent(result.txHash)
    } else {
      showStatus(page, 'Not sent.')
      showError(page, `Sending failed: ${result.reason}`)
    }
  })
  send.hidden = false
  send.addEventListener('click', () => {
    // aria-disabled, not disabled, while the wallet asks: a disabled button loses the keyboard's
    // focus to the document, and the user's next Tab starts over from the top.
    if (waiting) return
    send.setAttribute('aria-disabled', 'true')
    showError(page, '')
    showStatus(page, 'Waiting for your wallet…')
    waiting = true
    channel.post('SEND_CRYPTO', request, 1)
  })
}
