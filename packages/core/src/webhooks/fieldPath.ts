const MAX_SEGMENT = 40

// Builds `a.b[2].c`. Keys come from untrusted input, so long ones are cut and control
// characters dropped before they can reach an error message.
export function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  let safe = key.replace(/[\u0000-\u001f\u007f]/g, '')
  if (safe.length > MAX_SEGMENT) safe = `${safe.slice(0, MAX_SEGMENT)}…`
  return parent === '' ? safe : `${parent}.${safe}`
}
