import { fileURLToPath } from 'node:url'
import { templateIndexHtml } from '@rampkit/example-shared/vite'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

// The app imports @rampkit/core and @rampkit/vue as an app would: their built packages
// (`pnpm build` first). Ports and API addresses: see README.md.
export default defineConfig({
  // The logo is the same for the three apps: served from the shared package.
  publicDir: fileURLToPath(new URL('../example-shared/public', import.meta.url)),
  // index.html is the templates' (its entry, src/main, is this app's).
  plugins: [templateIndexHtml(), vue()],
  resolve: { dedupe: ['vue'] },
  server: { port: 5174, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5174, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
