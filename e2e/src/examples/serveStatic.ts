import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** Serves a built app folder on a free local port; unknown paths get index.html. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path)
    const inside = file.startsWith(dir)
    readFile(inside ? file : join(dir, 'index.html'))
      .catch(() => readFile(join(dir, 'index.html')))
      .then(
        (body) =>
          response
            .writeHead(200, { 'content-type': TYPES[extname(file)] ?? TYPES['.html']! })
            .end(body),
        () => response.writeHead(404).end('not found'),
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Serves a build folder statically; closing the server removes the folder, and so does a
 * failure to start serving it.
 */
export async function serveBuilt(built: {
  dir: string
  remove(): void
}): Promise<{ url: string; close(): Promise<void> }> {
  try {
    const served = await serveStatic(built.dir)
    return { url: served.url, close: () => served.close().finally(() => built.remove()) }
  } catch (error) {
    built.remove()
    throw error
  }
}
