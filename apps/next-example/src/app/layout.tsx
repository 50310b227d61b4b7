import { readAppConfig } from '@rampkit/example-shared'
import logo from '@rampkit/example-shared/public/logo.svg'
import { RampKitProvider } from '@rampkit/react'
import type { Metadata } from 'next'
import { connection } from 'next/server'
import type { ReactNode } from 'react'
// The template's stylesheet (create-rampkit copies it into each app), then the extras'.
import '../../../../packages/create-rampkit/templates/_shared/styles.css'
import '@rampkit/react-example/src/extras.css'

export const metadata: Metadata = {
  title: 'Rampkit Wallet: buy and sell crypto',
  icons: { icon: { url: logo.src, type: 'image/svg+xml' } },
}

/**
 * A server component: it gives the client hooks below their host API client as plain props
 * (a client instance cannot cross from the server to the browser). The addresses come from
 * the server's environment at each request.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection()
  const config = readAppConfig(process.env, '')
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
