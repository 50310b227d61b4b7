import { Hono } from 'hono'
import { allowOnly, scriptRoute } from '../routes/shared.js'
import { dashboardPage } from './dashboardPage.js'
import { dashboardScript } from './dashboardScript.js'

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // Its own script and calls only; no page may frame it (its buttons change the sandbox).
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
}

/** The dashboard (mount at `/`): `/dashboard/` and its script. */
export function dashboardRoutes(): Hono {
  const app = new Hono()
  app.get('/dashboard', (c) => c.redirect('/dashboard/', 301))
  allowOnly(app, '/dashboard', ['GET'])
  app.get('/dashboard/', (c) => c.html(dashboardPage(), 200, PAGE_HEADERS))
  allowOnly(app, '/dashboard/', ['GET'])
  scriptRoute(app, '/dashboard/dashboard.js', dashboardScript)
  return app
}
