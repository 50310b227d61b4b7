import { defineConfig } from 'tsup'

export default defineConfig([
  {
    // One file per module, so an app's bundler drops what it does not use.
    entry: [
      'src/**/*.ts',
      '!src/**/*.test.ts',
      '!src/**/*.test-d.ts',
      '!src/global.ts',
      '!src/globalTypes.ts',
    ],
    format: ['esm'],
    bundle: false,
    dts: {
      entry: { index: 'src/index.ts', define: 'src/define.ts', global: 'src/globalTypes.ts' },
    },
    clean: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    // The script-tag build: everything in one file, core's production mode, global `RampKit`.
    entry: { rampkit: 'src/global.ts' },
    format: ['iife'],
    globalName: 'RampKit',
    platform: 'browser',
    minify: true,
    noExternal: ['@rampkit/core'],
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.conditions = ['production', 'browser']
    },
    sourcemap: true,
    target: 'es2020',
    clean: false,
  },
])
