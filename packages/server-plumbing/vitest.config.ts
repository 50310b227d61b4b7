import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server-plumbing',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
