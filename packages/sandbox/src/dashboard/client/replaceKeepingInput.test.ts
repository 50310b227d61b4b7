// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { h } from './dom.js'
import { replaceKeepingInput } from './replaceKeepingInput.js'

function row(id: string, reasons: string[]) {
  return h(
    'tr',
    {},
    h(
      'td',
      {},
      h(
        'select',
        { 'aria-label': `Failure reason for purchase ${id}` },
        ...reasons.map((reason) => h('option', { value: reason }, reason)),
      ),
      h('button', { type: 'button', 'aria-label': `Fail purchase ${id}` }, 'Fail'),
    ),
  )
}

function table() {
  const body = h('tbody')
  document.body.append(h('table', {}, body))
  return body
}

const select = (body: Element, id: string) =>
  body.querySelector<HTMLSelectElement>(`select[aria-label="Failure reason for purchase ${id}"]`)!

afterEach(() => document.body.replaceChildren())

describe('replaceKeepingInput', () => {
  it('keeps a chosen failure reason when a pushed update re-renders the rows', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['EXPIRED', 'CANCELLED']), row('p2', ['EXPIRED'])])
    select(body, 'p1').value = 'CANCELLED'

    // p1 advanced to PAYMENT_STARTED: more reasons offered, CANCELLED still among them
    replaceKeepingInput(body, [
      row('p1', ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED']),
      row('p2', ['EXPIRED']),
    ])

    expect(select(body, 'p1').value).toBe('CANCELLED')
    expect(select(body, 'p2').value).toBe('EXPIRED')
  })

  it('falls back to the first reason when the chosen one is no longer possible', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'])])
    select(body, 'p1').value = 'CANCELLED'
    replaceKeepingInput(body, [row('p1', ['RETURNED'])])
    expect(select(body, 'p1').value).toBe('RETURNED')
  })

  it('gives the focus back to the same control in the new rows', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['EXPIRED'])])
    const before = body.querySelector<HTMLButtonElement>('[aria-label="Fail purchase p2"]')!
    before.focus()

    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['EXPIRED'])])

    const after = body.querySelector<HTMLButtonElement>('[aria-label="Fail purchase p2"]')!
    expect(after).not.toBe(before)
    expect(document.activeElement).toBe(after)
  })

  it('leaves the focus alone when it is outside the list', () => {
    const body = table()
    const outside = h('button', { type: 'button', 'aria-label': 'Fail purchase p1' }, 'elsewhere')
    document.body.append(outside)
    replaceKeepingInput(body, [row('p1', ['EXPIRED'])])
    outside.focus()
    replaceKeepingInput(body, [row('p1', ['EXPIRED'])])
    expect(document.activeElement).toBe(outside)
  })
})
