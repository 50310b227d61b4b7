import { headers } from 'next/headers'
import { App } from './App'
import { readConfig } from './config'

/**
 * A server component: the addresses come from the server's environment at each request, and the
 * page (`App`, a client component) gets the logo's absolute URL, as the widget loads it from its
 * own origin, and in development the local chain of the sandbox wallet.
 */
export default async function Page() {
  const requestHeaders = await headers()
  const host = requestHeaders.get('host') ?? '127.0.0.1:3000'
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http'
  const config = readConfig()
  // DEVELOPMENT ONLY: the sandbox wallet of the local chain, listed beside the browser's.
  const sandboxWallet = config.localChainUrl ? { rpcUrl: config.localChainUrl } : undefined
  return (
    <App config={config} logoUrl={`${protocol}://${host}/logo.svg`} sandboxWallet={sandboxWallet} />
  )
}
