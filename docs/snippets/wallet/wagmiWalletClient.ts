import { viemWallet } from '@rampkit/wallet'
import { getWalletClient } from '@wagmi/core'

// Dynamic: viemWallet(await primaryWallet.getWalletClient())
const wallet = viemWallet(await getWalletClient(config))
