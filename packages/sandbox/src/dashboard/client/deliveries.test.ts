// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { webhookAttempt as attempt } from '../../webhooks/testkit.js'
import { attemptRows, pausedText, waitingText } from './deliveries.js'

const actions = { replay() {}, retryNow() {}, toggle() {} }

describe('dashboard delivery rows', () => {
  it('say why and when a call waits for its retry', () => {
    expect(waitingText(attempt())).toMatch(/^429, retry in 1 s at \d\d:\d\d:\d\d$/)
    expect(
      waitingText(attempt({ status: null, error: 'network error: ECONNREFUSED', retryInMs: 3240 })),
    ).toMatch(/^network error: ECONNREFUSED, retry in 3\.2 s at /)
    expect(waitingText(attempt({ retryInMs: 180_000 }))).toContain('retry in 180 s')
  })

  it('show the wait on the newest attempt of a waiting call, with Retry now; the detail says why', () => {
    const [row, detail] = attemptRows(attempt(), { open: true, newestOfItsCall: true }, actions)
    const cells = [...row!.querySelectorAll('td')].map((td) => td.textContent)
    expect(cells[3]).toMatch(/^retrying \(429, retry in 1 s at .+\)$/)
    expect(row!.textContent).toContain('Retry now')
    expect(detail!.textContent).toContain('as the receiver asked (Retry-After)')
    const older = attemptRows(attempt(), { open: false, newestOfItsCall: false }, actions)
    expect(older[0]!.querySelectorAll('td')[3]!.textContent).toBe('retrying')
    const delivered = attemptRows(
      attempt({ outcome: 'delivered', status: 200, error: null, nextAttemptAt: null }),
      { open: false, newestOfItsCall: true },
      actions,
    )
    expect(delivered[0]!.querySelectorAll('td')[3]!.textContent).toBe('delivered')
  })
})

describe('pausedText', () => {
  it('says how many calls wait for a paused destination, and until when', () => {
    const until = '2026-03-01T10:00:03.000Z'
    expect(pausedText({ destination: 'http://127.0.0.1:8788', waiting: 12, until })).toBe(
      `12 calls wait for http://127.0.0.1:8788: paused until ${new Date(until).toLocaleTimeString([], { hour12: false })} (it answered unavailable; one call probes it then)`,
    )
    expect(pausedText({ destination: 'http://h', waiting: 1, until })).toMatch(/^1 call waits for/)
  })
})
