// Hardhat 2's network (EDR) for the local development chain (served by src/server.mjs): chain id 31337, Hardhat's default
// funded accounts (the well-known test mnemonic), a block per transaction. Nothing is compiled by
// Hardhat (its compiler download fails offline): the token's code is placed with hardhat_setCode.
module.exports = {
  networks: { hardhat: { chainId: 31337 } },
}
