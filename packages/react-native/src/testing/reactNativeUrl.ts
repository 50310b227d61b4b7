// React Native's own URL and URLSearchParams (a partial implementation, which are the app's
// globals on a device) instead of Node's: core's URL code must work with them. Its module path
// is internal to React Native, which is why this test set-up reaches into it.
// biome-ignore lint/suspicious/noReactNativeDeepImports: no public entry exports these classes.
const polyfill = require('react-native/Libraries/Blob/URL') as {
  URL: typeof URL
  URLSearchParams: typeof URLSearchParams
}

Object.assign(globalThis, { URL: polyfill.URL, URLSearchParams: polyfill.URLSearchParams })

export {}
