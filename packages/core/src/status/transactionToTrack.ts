/** A purchase or sale named by the host (id + view token) or by the widget's created event. */
export type TransactionToTrack<T extends { id: string }> =
  | { id: string; secret: string }
  | ({ [key in 'purchase' | 'sale']?: T } & {
      purchaseViewToken?: string
      saleViewToken?: string
    })

/**
 * Reads `{ id, secret }` or a created event's payload (`{ purchase, purchaseViewToken }`,
 * `{ sale, saleViewToken }`) into the id, the view token and the record already known.
 * Throws a TypeError that never contains the token.
 */
export function transactionToTrack<T extends { id: string }>(
  caller: string,
  kind: 'purchase' | 'sale',
  input: TransactionToTrack<T>,
): { id: string; secret: string; known?: T } {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >
  const record = source[kind]
  const known =
    typeof record === 'object' && record !== null ? (record as T & { id?: unknown }) : undefined
  const id = known ? known.id : source.id
  const secret = known ? source[`${kind}ViewToken`] : source.secret
  if (typeof id !== 'string' || id === '' || typeof secret !== 'string' || secret === '') {
    const event = kind === 'purchase' ? 'PURCHASE_CREATED' : 'OFFRAMP_SALE_CREATED'
    throw new TypeError(
      `${caller}: give the ${kind} id and its view token as secret, or the ${event} payload`,
    )
  }
  return known ? { id, secret, known } : { id, secret }
}
