/**
 * Why a `WalletError` was thrown: the user refused in the wallet (`USER_REJECTED`: EIP-1193 4001,
 * viem's `UserRejectedRequestError`); the account holds less than the sale asks
 * (`INSUFFICIENT_FUNDS`); the wallet cannot switch to the asset's chain (`CHAIN_NOT_SWITCHABLE`);
 * the asset is not on an EVM chain of the chain table (`NOT_EVM_ASSET`: Bitcoin, Solana, a code
 * the table lacks); no account is connected (`NOT_CONNECTED`); the widget's request is not a
 * transfer (`INVALID_REQUEST`: an address or amount core's `sendCryptoTransfer` refuses); the
 * wallet or its node failed otherwise (`WALLET_FAILED`).
 */
export type WalletErrorCode =
  | 'USER_REJECTED'
  | 'INSUFFICIENT_FUNDS'
  | 'CHAIN_NOT_SWITCHABLE'
  | 'NOT_EVM_ASSET'
  | 'NOT_CONNECTED'
  | 'INVALID_REQUEST'
  | 'WALLET_FAILED'

/** The fields a `WalletError` is built with (its second constructor argument). */
export interface WalletErrorInit {
  code: WalletErrorCode
  /** The asset's id (`ETH_USDC`), when the request names one. */
  asset?: string | undefined
  /** The EVM chain id the transfer is on, when known. */
  chainId?: number | undefined
  /** The wallet library's own error: for the host's logs, never shown to the widget. */
  cause?: unknown
}

/**
 * A wallet request the binding could not carry out. The handler rejects with it, so the widget is
 * told at once (its message, a sentence of ours: never the wallet's or node's text, which can hold
 * the whole RPC request), and the host gets it through `onError`.
 */
export class WalletError extends Error {
  override name = 'WalletError' as const
  declare code: WalletErrorCode
  declare asset: string | undefined
  declare chainId: number | undefined

  constructor(message: string, { code, asset, chainId, ...cause }: WalletErrorInit) {
    // ErrorOptions: `cause` when init has one.
    super(message, cause)
    Object.assign(this, { code, asset, chainId })
  }
}
