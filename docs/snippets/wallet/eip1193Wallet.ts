import { type Eip1193Provider, eip1193Wallet } from '@rampkit/wallet'

// The extension's provider (or one a wallet SDK hands you).
const provider = (window as { ethereum?: Eip1193Provider }).ethereum
if (!provider) throw new Error('No browser wallet')
await provider.request({ method: 'eth_requestAccounts' })
const wallet = eip1193Wallet(provider)
