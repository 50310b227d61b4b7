import { RampKitProvider } from '@rampkit/react'
import type { Metadata } from 'next'
import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { readConfig } from './config'
import '../styles.css'

export const metadata: Metadata = {
  title: 'Buy and sell crypto',
  icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' } },
}

/**
 * A server component: it gives the client hooks their host API client as plain props (a client
 * instance cannot cross from the server to the browser), read from the environment per request.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection()
  const config = readConfig()
  return (
    <html lang="en">
      <body>
        <RampKitProvider baseUrl={config.apiUrl} hostApiKey={config.hostApiKey}>
          {children}
        </RampKitProvider>
      </body>
    </html>
  )
}
