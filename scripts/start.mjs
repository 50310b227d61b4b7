#!/usr/bin/env node
// `pnpm start`: builds the packages, then runs the sandbox, the webhook receiver and every
// example app on their fixed ports until Ctrl-C. Services that are not in the tree yet are skipped.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const services = [
  {
    name: 'sandbox',
    dir: 'packages/sandbox',
    // The example apps (127.0.0.1:5173–5177) are loopback origins, admitted by default; webhooks
    // go to the receiver below, named here so the pairing is visible.
    args: [
      'node',
      'dist/cli.js',
      '--port',
      '8787',
      '--webhook-target',
      'http://127.0.0.1:8788',
      '--webhook-target',
      'http://localhost:8788',
    ],
  },
  {
    name: 'webhooks',
    dir: 'apps/webhook-receiver',
    // The example apps' webhook panels read GET /webhooks from their own origins.
    args: ['pnpm', 'run', 'start', ...exampleAppOrigins().flatMap((o) => ['--allow-origin', o])],
  },
  { name: 'react', dir: 'apps/react-example', args: ['pnpm', 'run', 'start'] },
  { name: 'vue', dir: 'apps/vue-example', args: ['pnpm', 'run', 'start'] },
  { name: 'svelte', dir: 'apps/svelte-example', args: ['pnpm', 'run', 'start'] },
  // `next start` serves the production build that the turbo build below made.
  { name: 'next', dir: 'apps/next-example', args: ['pnpm', 'run', 'start'] },
  // Plain HTML, no bundler: the script-tag build of @rampkit/element.
  { name: 'html', dir: 'apps/html-example', args: ['pnpm', 'run', 'start'] },
  // The documentation site (built by the turbo build below), on 5178, its own host names only.
  { name: 'docs', dir: 'docs', args: ['pnpm', 'run', 'serve'] },
].filter((service) => existsSync(`${service.dir}/package.json`))

// The example apps' ports (5173..5177), by either loopback name a browser may be given.
function exampleAppOrigins() {
  return [5173, 5174, 5175, 5176, 5177].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ])
}

const build = spawnSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

const children = services.map(({ name, dir, args }) => {
  const [command, ...rest] = args
  const child = spawn(command, rest, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = `[${name}] `.padEnd(11)
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream.on('data', (chunk) => {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) console.log(prefix + line)
    })
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix}exited (${signal ?? code})`)
    if (!stopping) stop(1)
  })
  return child
})

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
