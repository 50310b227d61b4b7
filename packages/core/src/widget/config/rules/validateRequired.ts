import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/** `hostAppName` and `hostApiKey` are required non-blank strings (`hostLogoUrl` is checked with the URLs). */
export function validateRequired(ctx: ValidationContext): void {
  readString(ctx, 'hostAppName', 'required')
  readString(ctx, 'hostApiKey', 'required')
}
