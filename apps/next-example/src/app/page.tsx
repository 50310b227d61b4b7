import { readAppConfig } from '@rampkit/example-shared'
import logo from '@rampkit/example-shared/public/logo.svg'
import { headers } from 'next/headers'
import { ExampleWallet } from '../ExampleWallet.js'

/**
 * The wallet page, rendered on the server per request: the addresses are read from the server's
 * environment here, so one build serves any sandbox; the quotes, widgets and statuses live in
 * the client component.
 */
export default async function WalletPage() {
  const config = readAppConfig(process.env, '')
  // The widget shows the logo from its own origin: an absolute URL.
  const logoUrl = new URL(logo.src, await requestOrigin()).href
  return <ExampleWallet config={config} logoUrl={logoUrl} />
}

/** This request's origin, as the browser sees it. */
async function requestOrigin(): Promise<string> {
  const list = await headers()
  const proto = list.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${list.get('x-forwarded-host') ?? list.get('host') ?? '127.0.0.1:5176'}`
}
