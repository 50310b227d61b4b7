export type { AmountErrorCode } from './AmountError.js'
export { AmountError } from './AmountError.js'
export { fromBaseUnits } from './fromBaseUnits.js'
export { toBaseUnits } from './toBaseUnits.js'
