// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { inertPage } from './inertPage.js'

afterEach(() => {
  document.body.replaceChildren()
})

function page() {
  const header = document.createElement('header')
  const main = document.createElement('main')
  const overlay = document.createElement('div')
  document.body.append(header, main, overlay)
  return { header, main, overlay }
}

const inert = (...elements: Element[]) => elements.map((element) => element.hasAttribute('inert'))

describe('inertPage', () => {
  it('makes every other child of the body inert, never the overlay', () => {
    const { header, main, overlay } = page()
    inertPage(document, overlay)
    expect(inert(header, main, overlay)).toEqual([true, true, false])
  })

  it('restores the page exactly: what the host made inert itself stays inert', () => {
    const { header, main, overlay } = page()
    main.setAttribute('inert', '')
    const release = inertPage(document, overlay)
    release()
    expect(inert(header, main, overlay)).toEqual([false, true, false])
    // Twice is once.
    header.setAttribute('inert', '')
    release()
    expect(header.hasAttribute('inert')).toBe(true)
  })

  it('a second overlay makes the first inert until it closes', () => {
    const { header, overlay } = page()
    const second = document.createElement('div')
    const releaseFirst = inertPage(document, overlay)
    document.body.append(second)
    const releaseSecond = inertPage(document, second)
    expect(inert(header, overlay, second)).toEqual([true, true, false])
    releaseSecond()
    expect(inert(header, overlay, second)).toEqual([true, false, false])
    releaseFirst()
    expect(inert(header, overlay, second)).toEqual([false, false, false])
  })
})
