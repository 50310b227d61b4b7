import { fileURLToPath } from 'node:url'
import { templateIndexHtml } from '@rampkit/example-shared/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The app imports @rampkit/core and @rampkit/react as an app would: their built packages
// (`pnpm build` first). Ports and API addresses: see README.md.
export default defineConfig({
  // The logo is the same for the three apps: served from the shared package.
  publicDir: fileURLToPath(new URL('../example-shared/public', import.meta.url)),
  // index.html is the templates' (its entry, src/main, is this app's).
  plugins: [templateIndexHtml(), react()],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
