#!/usr/bin/env node
// The `rampkit-sandbox` command. A committed file, not a built one, so that a package manager can
// link it when it installs, before anything is built (in the rampkit repository `pnpm install`
// runs before `pnpm build`); it runs the built CLI, dist/cli.js.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const cli = new URL('../dist/cli.js', import.meta.url)
if (!existsSync(fileURLToPath(cli))) {
  console.error(
    `rampkit-sandbox: ${fileURLToPath(cli)} is missing: the sandbox is not built; run pnpm build first`,
  )
  process.exit(1)
}
await import(cli.href)
