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

  it('gives the focus back to the same control in a row drawn anew', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['EXPIRED'])])
    const before = body.querySelector<HTMLButtonElement>('[aria-label="Fail purchase p2"]')!
    before.focus()

    // p2 moved on: its row is drawn anew
    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['RETURNED'])])

    const after = body.querySelector<HTMLButtonElement>('[aria-label="Fail purchase p2"]')!
    expect(after).not.toBe(before)
    expect(document.activeElement).toBe(after)
  })

  it('leaves a row drawn as before in place: the same nodes, so a click under way still lands', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['EXPIRED'])])
    const [p1, p2] = body.children
    const button = body.querySelector('[aria-label="Fail purchase p2"]')!
    // A node removed, even to be put back, loses a press begun on it: see what is removed.
    const observer = new MutationObserver(() => {})
    observer.observe(body, { childList: true, subtree: true })

    // A new purchase pushed (newest first), and p1 moved on.
    replaceKeepingInput(body, [
      row('p3', ['EXPIRED']),
      row('p1', ['RETURNED']),
      row('p2', ['EXPIRED']),
    ])
    const removed = observer.takeRecords().flatMap((record) => [...record.removedNodes])

    expect(
      [...body.children].map((r) => r.querySelector('button')!.getAttribute('aria-label')),
    ).toEqual(['Fail purchase p3', 'Fail purchase p1', 'Fail purchase p2'])
    expect(body.children[2]).toBe(p2)
    expect(body.querySelector('[aria-label="Fail purchase p2"]')).toBe(button)
    expect(body.children[1]).not.toBe(p1)
    expect(removed).toEqual([p1])
  })

  it('keeps the order asked for when rows swap places, moving no row it keeps', () => {
    const body = table()
    replaceKeepingInput(body, [row('p1', ['EXPIRED']), row('p2', ['EXPIRED'])])
    const [p1] = body.children
    replaceKeepingInput(body, [row('p2', ['EXPIRED']), row('p1', ['EXPIRED'])])
    expect(
      [...body.children].map((r) => r.querySelector('button')!.getAttribute('aria-label')),
    ).toEqual(['Fail purchase p2', 'Fail purchase p1'])
    // p2 reused first, so p1 after it would have had to move: p1 is drawn anew.
    expect(body.children[1]).not.toBe(p1)
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
