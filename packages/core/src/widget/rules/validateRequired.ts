import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/** `hostAppName` and `hostApiKey` are required non-blank strings (`hostLogoUrl` is checked with the URLs). */
export function validateRequired(ctx: ValidationContext): void {
  const name = readString(ctx, 'hostAppName', {
    required: 'the application name shown in the widget, a non-empty string.',
  })
  if (name !== undefined) ctx.config.hostAppName = name

  const key = readString(ctx, 'hostApiKey', {
    required: 'your integration key, which lets the service recognise and count your purchases.',
  })
  if (key === undefined) return
  ctx.config.hostApiKey = key
  if (key.trim() !== key) {
    ctx.warn(
      'hostApiKey',
      'hostApiKey starts or ends with whitespace (often a copy-paste slip); it is used as given.',
    )
  }
}
