// `pnpm docs:serve` at the root (and `pnpm start`): the built site on http://127.0.0.1:5178,
// answering only its own host names as Vite does. Fails at once if the port is taken (as
// `--strictPort`).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createStaticSiteServer } from '../site/staticSiteServer'

const root = fileURLToPath(new URL('../.vitepress/dist', import.meta.url))
const port = Number(process.env.DOCS_PORT ?? 5178)
const host = process.env.DOCS_HOST ?? '127.0.0.1'

if (!existsSync(`${root}/index.html`)) {
  console.error('the docs are not built: run `pnpm --filter @rampkit/docs build` first')
  process.exit(1)
}
const server = createStaticSiteServer(root)
server.on('error', (error) => {
  console.error(`docs: cannot listen on ${host}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, host, () => console.log(`docs served at http://${host}:${port}/`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
