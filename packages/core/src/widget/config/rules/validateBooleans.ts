import type { ValidationContext } from '../validation/context.js'

/** Boolean switches are real booleans: `'false'` would be truthy in a careless reader. */
export function validateBooleans(ctx: ValidationContext): void {
  for (const key of [
    'hideExitButton',
    'useSendCryptoCallback',
    'closeable',
    'credentialless',
  ] as const) {
    const value = ctx.get(key)
    if (ctx.has(key) && typeof value !== 'boolean')
      ctx.expect(key, 'a boolean (true or false)', value)
  }
}
