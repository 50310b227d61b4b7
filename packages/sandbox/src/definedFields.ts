/**
 * `fields` without the ones that are undefined: options passed on as absent rather than as
 * `undefined`, which the options they go to do not accept (exactOptionalPropertyTypes) and
 * which would replace their defaults.
 */
export function definedFields<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
