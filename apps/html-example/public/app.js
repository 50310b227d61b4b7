// The page's own script: a classic script using only the global RampKit and DOM events.
const log = document.getElementById('log')
const problem = document.getElementById('problem')
const embedded = document.getElementById('embedded')
const overlay = document.getElementById('overlay')

function logEvent(source, type) {
  const item = document.createElement('li')
  item.textContent = `${source}: ${type}`
  log.append(item)
}

// The widget's events bubble: one listener for both elements.
document.addEventListener('rampkit-event', (event) => {
  logEvent(event.target.id === 'overlay' ? 'Overlay' : 'Embedded', event.detail.type)
})
document.addEventListener('rampkit-purchase-created', (event) => {
  logEvent('Purchase', event.detail.payload.purchase.id)
})
document.addEventListener('rampkit-error', (event) => {
  problem.textContent = event.detail.message
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

document.getElementById('open-overlay').addEventListener('click', () => overlay.show())

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
