// `@rampkit/wallet/wagmi`: the wallet as a wagmi config. Its own entry, since it imports
// @wagmi/core's actions: a host with a viem client alone never loads them.
export { wagmiWallet } from './wagmiWallet.js'
