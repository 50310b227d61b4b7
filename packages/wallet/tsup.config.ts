import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    wagmi: 'src/wagmi.ts',
    connect: 'src/connect.ts',
    react: 'src/react.ts',
    vue: 'src/vue.ts',
    svelte: 'src/svelte.ts',
    element: 'src/element.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Rollup over esbuild's chunks, modules without side effects (as package.json says): esbuild
  // alone leaves `import './chunk-….js'` lines that a host's esbuild warns it ignores.
  treeshake: 'smallest',
  target: 'es2022',
  // The wallet libraries and frameworks are the host's (optional peers), @rampkit/core a
  // dependency: imports.
  external: ['viem', '@wagmi/core', '@rampkit/core', 'react', 'vue', /^svelte/],
})
