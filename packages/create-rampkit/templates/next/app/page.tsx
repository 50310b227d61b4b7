import { headers } from 'next/headers'
import { readConfig } from './config'
import { Wallet } from './Wallet'

/** A server component: the widget loads the logo from its own origin, so its URL is absolute. */
export default async function Page() {
  const requestHeaders = await headers()
  const host = requestHeaders.get('host') ?? '127.0.0.1:3000'
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http'
  return <Wallet config={readConfig()} logoUrl={`${protocol}://${host}/logo.svg`} />
}
