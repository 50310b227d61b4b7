import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
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
  // That rollup pass appends a second `//# sourceMappingURL=` line to each file (a published file
  // must name its map once): keep the first.
  async onSuccess() {
    for (const file of readdirSync('dist').filter((name) => name.endsWith('.js'))) {
      const path = `dist/${file}`
      const text = readFileSync(path, 'utf8')
      const once = text.replace(
        /(\/\/# sourceMappingURL=\S+)(\s*\/\/# sourceMappingURL=\S+)+\s*$/,
        '$1\n',
      )
      if (once !== text) writeFileSync(path, once)
    }
  },
})
