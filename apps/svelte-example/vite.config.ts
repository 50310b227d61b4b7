import { fileURLToPath } from 'node:url'
import { templateIndexHtml } from '@rampkit/example-shared/vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'vite'

// The app imports @rampkit/core and @rampkit/svelte as an app would: their built packages
// (`pnpm build` first). Ports and API addresses: see README.md.
export default defineConfig({
  // The logo is the same for the three apps: served from the shared package.
  publicDir: fileURLToPath(new URL('../example-shared/public', import.meta.url)),
  // index.html is the templates' (its entry, src/main, is this app's).
  plugins: [templateIndexHtml(), svelte()],
  server: { port: 5175, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5175, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
