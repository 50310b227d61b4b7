import { localChainProject } from '../../tooling/localChainProject.js'

// The handlers with a viem wallet client (and a wagmi config) on the real local chain.
export default localChainProject('wallet-chain')
