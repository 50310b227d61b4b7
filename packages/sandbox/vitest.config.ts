import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'sandbox',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The files share their workers' module registry (none replaces a module or stubs a
    // global): loading the sandbox again per file cost about as much CPU as its tests.
    isolate: false,
    globalSetup: ['./test/widgetBundle.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
