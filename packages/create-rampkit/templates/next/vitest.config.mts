import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `test`: the page (a client component) under jsdom and the server's config (Next's own build
// is not involved).
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', include: ['app/**/*.test.{ts,tsx}'] },
})
