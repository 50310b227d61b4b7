import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'integration', include: ['src/**/*.test.ts'], environment: 'node' },
})
