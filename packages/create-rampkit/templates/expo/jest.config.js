// Jest under React Native's preset (as jest-expo sets it up for iOS). The WebView is a native
// view Jest cannot run: src/testing/WebViewStandIn.tsx stands in for it, keeping its props.
const preset = require('jest-expo/ios/jest-preset.js')

module.exports = {
  preset: 'jest-expo/ios',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testTimeout: 20_000,
  moduleNameMapper: {
    '^react-native-webview$': '<rootDir>/src/testing/WebViewStandIn.tsx',
    // MSW's Node entry (@rampkit/testing loads it), hidden by React Native's export condition.
    '^msw/node$': require.resolve('msw/node'),
  },
  // @rampkit/testing (the sandbox, msw) loads packages published as ES modules only: Babel
  // makes every package CommonJS for Jest, not only React Native's (cached after the first run).
  transformIgnorePatterns: ['/node_modules/(@babel|typescript|jest-[^/]*|@jest)/'],
  transform: { ...preset.transform, '\\.mjs$': preset.transform['\\.[jt]sx?$'] },
}
