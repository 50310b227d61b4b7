// What the wallet guide's examples take from the reader's own app, hidden on the page (the
// blocks' `// ---cut---` preludes were): global here, as the snippets of this folder are one
// program. Never a rampkit import: an example shows every rampkit import it uses.

// connector.ts
declare const wallets: HTMLElement // <div role="group" aria-label="Wallets">
declare const message: HTMLElement // <p role="status">
declare const sell: HTMLButtonElement
// connector.ts, element.ts, chainTable.ts: the V3 assets list your app fetched (client.v3.getAssets)
declare const assets: { chain: string; symbol: string; type: string; address: string | null }[]

// privy.ts: Privy's ConnectedWallet (a wallet of useWallets()), as far as this example uses it
declare const privyWallet: {
  address: string
  getEthereumProvider(): Promise<import('viem').EIP1193Provider>
}

// wagmiWalletClient.ts: the wagmi config your app made (RainbowKit's getDefaultConfig)
declare const config: import('@wagmi/core').Config

// onError.ts
declare function showNotice(text: string): void

// chainTable.ts
declare const walletClient: import('viem').WalletClient

// transferTransaction.ts
declare const myWallet: {
  chainId(): Promise<number>
  sendTransaction(tx: { to: string; value: bigint; data?: string }): Promise<string>
}

// nonEvm.ts: viem, the provider and the account your app holds
declare const createWalletClient: typeof import('viem').createWalletClient
declare const custom: typeof import('viem').custom
declare const provider: import('viem').EIP1193Provider
declare const account: `0x${string}`
// nonEvm.ts: your own wallets of the other chains (a Solana wallet adapter, a Bitcoin library).
declare const solana: { address: string; sendSol(to: string, lamports: bigint): Promise<string> }
declare const bitcoin: { address: string; sendBtc(to: string, satoshis: bigint): Promise<string> }

// sandboxWallet.ts: your build's development flag (Vite: import.meta.env.DEV)
declare const development: boolean
