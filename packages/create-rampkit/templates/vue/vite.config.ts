/// <reference types="vitest/config" />
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vue()],
  // `dev` starts the sandbox beside this server (scripts/dev.mjs); PORT moves it.
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  test: { environment: 'jsdom' },
})
