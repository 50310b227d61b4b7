import type { WalletError } from '@rampkit/wallet'

const onError = (error: WalletError) => {
  if (error.code === 'USER_REJECTED') return // the user's choice: the widget already knows
  if (error.code === 'INSUFFICIENT_FUNDS') showNotice(`Not enough ${error.asset} on this account`)
  else console.error(error.code, error.chainId, error.cause)
}
