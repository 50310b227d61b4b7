import { Hono } from 'hono'
import { allowOnly } from './shared.js'

/** The sandbox's icon: a ramp on the dashboard's navy, as a tiny SVG. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#15233b"/><path d="M6 25 26 7v18z" fill="#5b8def"/></svg>'

/** The `<link>` every page of the sandbox carries in its `<head>`. */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'

const HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * `/favicon.svg`, and the same icon at `/favicon.ico`: browsers ask for that one of every site
 * whose page names no icon (a JSON answer, a 404), and log its 404 as a console error.
 */
export function faviconRoutes(): Hono {
  const app = new Hono()
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (c) => c.body(FAVICON_SVG, 200, HEADERS))
    allowOnly(app, path, ['GET'])
  }
  return app
}
