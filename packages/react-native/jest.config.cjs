// React Native's Jest preset; react-native-webview is a native view, so a stand-in that keeps
// its props takes its place (as that library's docs advise).
module.exports = {
  preset: '@react-native/jest-preset',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // The web build's component has its tests in jsdom (vitest.config.ts).
  setupFiles: ['<rootDir>/src/testing/reactNativeUrl.ts'],
  testPathIgnorePatterns: ['\\.web\\.test\\.tsx$'],
  // A file's first test loads React Native through Babel: seconds on a busy CI machine, past
  // Jest's 5 s default there with nothing wrong (the hooks' first test, 11 s). A hang still fails.
  testTimeout: 30_000,
  moduleNameMapper: {
    '^react-native-webview$': '<rootDir>/src/testing/webViewStandIn.tsx',
    // The shared test doubles (tooling/adapter-testing, TypeScript sources) import each other as
    // `./name.js`, as ESM TypeScript does: Jest's resolver looks for the .ts under that name.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // React Native and the rampkit packages ship ESM: Babel makes it CommonJS for Jest. pnpm's
  // store puts `.pnpm/<name>@<version>` after node_modules.
  transformIgnorePatterns: [
    'node_modules/(?!(\\.pnpm/)?((jest-)?react-native|@react-native(-community)?|@rampkit)[/@+])',
  ],
}
