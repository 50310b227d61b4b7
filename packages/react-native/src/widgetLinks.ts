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
