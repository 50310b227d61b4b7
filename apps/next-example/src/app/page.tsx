import { createHostApiClient } from '@rampkit/core'
import { readAppConfig } from '@rampkit/example-shared'
import logo from '@rampkit/example-shared/public/logo.svg'
import { headers } from 'next/headers'
import { PageHeader } from '../PageHeader.js'
import { readInitialData } from '../readInitialData.js'
import { WalletIsland } from '../WalletIsland.js'

/**
 * The wallet page, rendered on the server per request: the asset list and currencies are read
 * here with @rampkit/core and sent with the HTML; quotes, widgets and purchase status live in
 * the client island.
 */
export default async function WalletPage() {
  const config = readAppConfig(process.env, '')
  const client = createHostApiClient({ baseUrl: config.apiUrl, hostApiKey: config.hostApiKey })
  const [initial, origin] = await Promise.all([readInitialData(client, 'EUR'), requestOrigin()])
  return (
    <div className="page">
      <PageHeader logoSrc={logo.src} apiUrl={config.apiUrl} />
      <main className="grid">
        <WalletIsland
          config={config}
          // The widget shows the logo from its own origin: an absolute URL.
          logoUrl={new URL(logo.src, origin).href}
          initial={initial}
        />
      </main>
    </div>
  )
}

/** This request's origin, as the browser sees it. */
async function requestOrigin(): Promise<string> {
  const list = await headers()
  const proto = list.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${list.get('x-forwarded-host') ?? list.get('host') ?? '127.0.0.1:5176'}`
}
