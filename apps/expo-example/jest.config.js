// Component tests of the app in Jest, under React Native's preset (as jest-expo sets it up for
// iOS): `pnpm --filter @rampkit/expo-example test`; scripts/test-all.mjs finds this file.
const path = require('node:path')

const preset = require('jest-expo/ios/jest-preset.js')

/** The create-rampkit template the app is built on (its page is imported from there). */
const TEMPLATE = '../../packages/create-rampkit/templates/expo'

const fromApp = (name) => path.dirname(require.resolve(`${name}/package.json`))

module.exports = {
  preset: 'jest-expo/ios',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Two shared cores: a render over the in-process sandbox takes seconds, not milliseconds, and
  // the first test also pays for Babel transforming the modules React Native requires lazily on
  // the first render (23.6 s with CI's other tests beside it, over a 20 s limit).
  testTimeout: 60_000,
  moduleNameMapper: {
    // The WebView is a native view Jest cannot run: the template's stand-in View that keeps its
    // props (react-native-webview's own advice), wherever it is imported from.
    '^react-native-webview$': `<rootDir>/${TEMPLATE}/src/testing/WebViewStandIn.tsx`,
    // One React, the app's: the SDK packages linked from the workspace have their own beside them.
    '^react$': fromApp('react'),
    '^react/(.*)$': `${fromApp('react')}/$1`,
    // MSW's Node entry (example-shared's test helpers load it), which React Native's export
    // condition hides: it is for a browser-less runtime like this one.
    '^msw/node$': require.resolve('msw/node'),
    // @rampkit/example-shared is TypeScript source imported as `./file.js`: the file is `.ts`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Babel turns into CommonJS only what Jest cannot load as it is, as in the template: React
  // Native's and Expo's sources, rampkit's, and MSW with the ES-module-only packages it loads
  // (its Node entry is `.mjs` here). Every package through Babel was 31 CPU-s a first run, 22 now.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?((jest-)?react-native|@react-native(-community)?|expo(-[^/]*)?|@expo(-[^/]*)?|@rampkit|msw|@mswjs|@open-draft|rettime|until-async)[/@+])',
  ],
  transform: {
    ...preset.transform,
    '\\.mjs$': preset.transform['\\.[jt]sx?$'],
  },
}
