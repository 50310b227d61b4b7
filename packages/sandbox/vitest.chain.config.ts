import { localChainProject } from '../../tooling/localChainProject.js'

// The sandbox wallet (`@rampkit/sandbox/wallet`) on the real local chain: `pnpm test` only.
export default localChainProject('sandbox-chain')
