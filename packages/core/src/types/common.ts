/** A JSON object mapping a currency code to a number (spec 2: `Dictionary<number>`). */
export type Dictionary<T> = Record<string, T>

/** An ISO 8601 timestamp in UTC, kept as the string the service sent. */
export type Timestamp = string

/** An amount of crypto in the asset's smallest unit (wei, token units), as a decimal integer string. */
export type BaseUnits = string

/** An asset identifier of the form `<CHAIN>_<SYMBOL>`, e.g. `ETH_USDC`. */
export type AssetId = string

/** Known values, while still accepting values the service adds later. */
export type OpenUnion<Known extends string> = Known | (string & {})
