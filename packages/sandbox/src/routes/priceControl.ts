import { Hono } from 'hono'
import type { SandboxState } from '../state.js'
import { allowOnly } from './shared.js'

/**
 * The seeded price walk by hand: `GET /prices/walk` → `{ paused, stepMs, at, seeded }`, and
 * `POST /prices/walk/pause`, `…/resume`, `…/step` (one walk step ahead), each answering the
 * same. Without a seed prices never move, and these change nothing a quote shows.
 */
export function priceControlRoutes(state: SandboxState): Hono {
  const app = new Hono()
  const { priceClock } = state
  const view = () => ({
    paused: priceClock.paused(),
    stepMs: priceClock.stepMs,
    at: new Date(priceClock.at()).toISOString(),
    seeded: state.prices.seeded,
  })

  app.get('/prices/walk', (c) => c.json(view()))
  allowOnly(app, '/prices/walk', ['GET'])
  const actions = { pause: priceClock.pause, resume: priceClock.resume, step: priceClock.step }
  for (const [name, act] of Object.entries(actions)) {
    app.post(`/prices/walk/${name}`, (c) => {
      act()
      return c.json(view())
    })
    allowOnly(app, `/prices/walk/${name}`, ['POST'])
  }
  return app
}
