// The page's own script: a classic script using only the global RampKit and DOM events.
const log = document.getElementById('log')
const problem = document.getElementById('problem')
const embedded = document.getElementById('embedded')
const overlay = document.getElementById('overlay')
const hosted = document.getElementById('hosted')

const SOURCES = { embedded: 'Embedded', overlay: 'Overlay', hosted: 'Hosted' }

function logEvent(source, type) {
  const item = document.createElement('li')
  item.textContent = `${source}: ${type}`
  log.append(item)
}

// The widget's events bubble: one listener for both elements.
document.addEventListener('rampkit-event', (event) => {
  logEvent(SOURCES[event.target.id], event.detail.type)
})
document.addEventListener('rampkit-purchase-created', (event) => {
  logEvent('Purchase', event.detail.payload.purchase.id)
})
document.addEventListener('rampkit-error', (event) => {
  problem.textContent = event.detail.message
})
// A popup opened without a click is blocked: the element says so, and the button tries again.
hosted.addEventListener('rampkit-widget-open-failed', () => {
  problem.textContent = 'The browser blocked the new window: use the button to open it.'
})
hosted.addEventListener('rampkit-widget-config-done', () => {
  problem.textContent = ''
})

// Callbacks are properties: the widget asks for the user's address (no user-address given).
const DEMO_ADDRESSES = {
  ETH_ETH: '0x7b1f0b1a8a4c3d2e9f6a5b4c3d2e1f0a9b8c7d6e',
  SOLANA_SOL: '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2',
}
const answerAccount = async ({ assetSymbol }) => ({
  address: DEMO_ADDRESSES[assetSymbol] ?? DEMO_ADDRESSES.ETH_ETH,
})
embedded.onRequestCryptoAccount = answerAccount
overlay.onRequestCryptoAccount = answerAccount
hosted.onRequestCryptoAccount = answerAccount

document.getElementById('open-overlay').addEventListener('click', () => overlay.show())
// In the click handler itself: the browser lets a page open a window only from a user gesture.
document.getElementById('open-hosted').addEventListener('click', () => hosted.show())

// The official SDK's API from the same file: RampKit.RampInstantSDK.
document.getElementById('open-compat').addEventListener('click', () => {
  new RampKit.RampInstantSDK({
    hostAppName: 'Rampkit HTML example',
    hostLogoUrl: embedded.hostLogoUrl,
    hostApiKey: embedded.hostApiKey,
    url: embedded.url,
    swapAsset: 'ETH_ETH',
    variant: 'auto',
  })
    .on('*', (event) => logEvent('RampInstantSDK', event.type))
    .onRequestCryptoAccount(answerAccount)
    .show()
})
