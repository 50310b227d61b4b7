import { viemWallet } from '@rampkit/wallet'
import { createWalletClient, custom } from 'viem'
import 'viem/window' // types window.ethereum

if (!window.ethereum) throw new Error('No browser wallet')
const [account] = await window.ethereum.request({ method: 'eth_requestAccounts' })
const wallet = viemWallet(createWalletClient({ account, transport: custom(window.ethereum) }))
