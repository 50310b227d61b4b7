// Jest under React Native's preset (as jest-expo sets it up for iOS). The WebView is a native
// view Jest cannot run: src/testing/WebViewStandIn.tsx stands in for it, keeping its props.
const preset = require('jest-expo/ios/jest-preset.js')

module.exports = {
  preset: 'jest-expo/ios',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Sized for the first run: React Native loads its components when the test first renders
  // them, and Babel transforms each one then (~500 files, cached for later runs, which take a
  // few seconds). That took 21-65 s inside the test on a 2-core machine with every core busy.
  testTimeout: 180_000,
  moduleNameMapper: {
    '^react-native-webview$': '<rootDir>/src/testing/WebViewStandIn.tsx',
    // One React, the app's, also for a linked @rampkit package that has its own beside it (a
    // workspace); with a plain install this is the React every package finds anyway.
    '^react$': require.resolve('react'),
    '^react/(.*)$': `${require.resolve('react/package.json').replace(/package\.json$/, '')}$1`,
    // MSW's Node entry (@rampkit/testing loads it), hidden by React Native's export condition.
    '^msw/node$': require.resolve('msw/node'),
  },
  // Babel turns into CommonJS only what Jest cannot load as it is: React Native's and Expo's
  // sources, and the packages published as ES modules only (rampkit's, and what MSW loads).
  // The rest (graphql, lodash…) is loaded as it is: a first run transforms half as many files.
  // `.pnpm/<name>@<version>…` is where pnpm keeps a package: the same names match there.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?((jest-)?react-native|@react-native(-community)?|expo(-[^/]*)?|@expo(-[^/]*)?|@rampkit|@open-draft|rettime|until-async)[/@+])',
  ],
  transform: { ...preset.transform, '\\.mjs$': preset.transform['\\.[jt]sx?$'] },
}
