import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `test`: the client component under jsdom (Next's own build is not involved).
export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', include: ['app/**/*.test.tsx'] },
})
