import { localChainProject } from '../../tooling/localChainProject.js'

// The sandbox on the real local chain.
export default localChainProject('local-chain-integration')
