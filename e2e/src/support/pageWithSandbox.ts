import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEMO_HOST_API_KEY, startSandbox } from '@rampkit/sandbox'
import type { StopLater } from './inChromium.js'

/**
 * A test file's host page beside a sandbox of its own: `/` answers `page`, `/rampkit.js` the
 * page's bundle of core; both stop with the file. Returns the page's address and a widget
 * configuration for the sandbox's stand-in widget, without a variant: each test names its own.
 */
export async function servePageWithSandbox(
  stopLater: StopLater,
  { page, bundle, hostAppName }: { page: string; bundle: string; hostAppName: string },
) {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' })
  stopLater(() => sandbox.close())
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x')
    if (pathname === '/rampkit.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle)
    if (pathname === '/')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stopLater(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )
  const config = {
    hostAppName,
    hostLogoUrl: `${sandbox.url}/sandbox/logos/ETH_ETH.svg`,
    hostApiKey: DEMO_HOST_API_KEY,
    url: sandbox.widgetUrl,
    userAddress: '0x00000000000000000000000000000000000000aa',
  }
  return { host: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, config }
}
