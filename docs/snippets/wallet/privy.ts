import { viemWallet } from '@rampkit/wallet'
import { createWalletClient, custom, getAddress } from 'viem'

const provider = await privyWallet.getEthereumProvider()
const wallet = viemWallet(
  createWalletClient({ account: getAddress(privyWallet.address), transport: custom(provider) }),
)
