import { defineConfig, type Options } from 'tsup'

// Two builds of one entry: an app's (React Native picks `index.native.js` by its `react-native`
// export condition) with the WebView component, and the web's (react-native-web, Node) where
// `./RampWidgetView` resolves to `RampWidgetView.web.tsx`, as Metro resolves platform files.
// The peers and the rampkit packages stay imports.
const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  external: ['react', 'react/jsx-runtime', 'react-native', 'react-native-webview', /^@rampkit\//],
}

export default defineConfig([
  {
    ...shared,
    entry: { 'index.native': 'src/index.ts' },
    clean: true,
    esbuildOptions(options) {
      options.resolveExtensions = ['.native.tsx', '.native.ts', '.tsx', '.ts', '.js']
    },
  },
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    dts: true,
    esbuildOptions(options) {
      options.resolveExtensions = ['.web.tsx', '.web.ts', '.tsx', '.ts', '.js']
    },
  },
])
