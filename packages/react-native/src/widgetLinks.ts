/** The origin (`scheme://host[:port]`, lower case) of an absolute URL, or undefined. */
export function originOf(url: unknown): string | undefined {
  // React Native's URL class is partial: a pattern reads the origin the same everywhere.
  const match = typeof url === 'string' ? /^([a-z][a-z\d+.-]*:\/\/[^/?#\\]*)/i.exec(url) : null
  return match?.[1]?.toLowerCase()
}

/**
 * Whether the app may hand `url` to the system: a web page or another app's link
 * (`mywallet://`, `wc:`, `mailto:`), never a script or a local document.
 */
export function isOpenableLink(url: unknown): url is string {
  return (
    typeof url === 'string' &&
    /^[a-z][a-z\d+.-]*:/i.test(url) &&
    !/^(javascript|data|file|about|blob|vbscript):/i.test(url.trim())
  )
}
