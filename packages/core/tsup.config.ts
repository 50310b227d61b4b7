import { readFileSync } from 'node:fs'
import { defineConfig } from 'tsup'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    schemas: 'src/exports/schemas.ts',
    webhooks: 'src/exports/webhooks.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // the widget sends it as `sdkVersion` (src/widget/mount/sdkVersion.ts)
  define: { __RAMPKIT_VERSION__: JSON.stringify(version) },
})
