// Metro in a pnpm workspace: Expo's defaults (they watch the workspace root), plus two rules.
const path = require('node:path')
const { getDefaultConfig } = require('expo/metro-config')

const config = getDefaultConfig(__dirname)

// The EXPO_PUBLIC_* values are written into the code as it is transformed: a build with other
// values (the e2e test's sandbox) keys its cached files apart instead of reusing these.
config.cacheVersion = JSON.stringify(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('EXPO_PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b)),
)

// One React for the whole bundle: the workspace's SDK packages have their own React (19.3, for
// their tests) beside them, but React Native's renderer only runs with the React it was built
// with (this app's 19.2), and two Reacts break every hook.
const SINGLETONS = new Set(['react', 'react-dom', 'react-native', 'react-native-web'])
const isSingleton = (name) =>
  SINGLETONS.has(
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/'),
  )
const appOrigin = path.join(__dirname, 'package.json')

config.resolver.resolveRequest = (context, moduleName, platform) => {
  if (isSingleton(moduleName)) {
    return context.resolveRequest({ ...context, originModulePath: appOrigin }, moduleName, platform)
  }
  try {
    return context.resolveRequest(context, moduleName, platform)
  } catch (error) {
    // @rampkit/example-shared is TypeScript source imported as `./file.js` (Node's ESM rule):
    // the file is `./file.ts`.
    if (moduleName.startsWith('.') && moduleName.endsWith('.js')) {
      return context.resolveRequest(context, moduleName.slice(0, -3), platform)
    }
    throw error
  }
}

module.exports = config
