import type { ValidationContext } from '../validation/context.js'
import { readBoolean } from '../validation/readers.js'

/** Boolean switches are real booleans: `'false'` would be truthy in a careless reader. */
export function validateBooleans(ctx: ValidationContext): void {
  for (const key of ['hideExitButton', 'useSendCryptoCallback'] as const) {
    const value = readBoolean(ctx, key)
    if (value !== undefined) ctx.config[key] = value
  }
}
