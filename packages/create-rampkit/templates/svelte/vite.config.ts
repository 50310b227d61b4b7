/// <reference types="vitest/config" />
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { svelteTesting } from '@testing-library/svelte/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [svelte(), svelteTesting()],
  // `dev` starts the sandbox beside this server (scripts/dev.mjs); PORT moves it.
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  test: { environment: 'jsdom' },
})
