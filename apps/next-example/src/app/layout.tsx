import logo from '@rampkit/example-shared/public/logo.svg'
import type { Metadata } from 'next'
import { metadata as templateMetadata } from '../../../../packages/create-rampkit/templates/next/app/layout'
// The extras' stylesheet, after the template's (its layout imports it).
import '@rampkit/react-example/src/extras.css'

// The layout is the Next template's, never a copy: the host API's address and key read from
// RAMPKIT_* on the server at each request, given to RampKitProvider.
export { default } from '../../../../packages/create-rampkit/templates/next/app/layout'

/** The template's, with the logo from example-shared (the example has no public folder). */
export const metadata: Metadata = {
  ...templateMetadata,
  icons: { icon: { url: logo.src, type: 'image/svg+xml' } },
}
