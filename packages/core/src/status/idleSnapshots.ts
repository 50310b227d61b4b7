/** What an adapter's `usePurchase(null)` shows: nothing tracked yet. */
export interface IdlePurchaseSnapshot {
  status: 'idle'
  purchase?: undefined
  error?: undefined
  isFinal: false
  isFetching: false
}

/** What an adapter's `useSale(null)` shows: nothing tracked yet. */
export interface IdleSaleSnapshot {
  status: 'idle'
  sale?: undefined
  error?: undefined
  saleStatus: undefined
  statusError: undefined
  isFinal: false
  isFetching: false
}

/** The frozen snapshot adapters show while no purchase is tracked (`status: 'idle'`), with every field. */
export const IDLE_PURCHASE_SNAPSHOT: IdlePurchaseSnapshot = Object.freeze({
  status: 'idle',
  purchase: undefined,
  error: undefined,
  isFinal: false,
  isFetching: false,
})

/** The frozen snapshot adapters show while no sale is tracked (`status: 'idle'`), with every field. */
export const IDLE_SALE_SNAPSHOT: IdleSaleSnapshot = Object.freeze({
  status: 'idle',
  sale: undefined,
  error: undefined,
  saleStatus: undefined,
  statusError: undefined,
  isFinal: false,
  isFetching: false,
})
