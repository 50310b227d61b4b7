// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { trapFocus } from './focusTrap.js'

afterEach(() => {
  document.body.replaceChildren()
})

function page() {
  const before = document.createElement('button')
  before.textContent = 'page button'
  const outside = document.createElement('input')
  const host = document.createElement('div')
  const target = document.createElement('button')
  target.textContent = 'inside'
  host.append(target)
  document.body.append(before, outside, host)
  before.focus()
  return { before, outside, host, target }
}

describe('trapFocus', () => {
  it('moves focus inside at once', () => {
    const { host, target } = page()
    const release = trapFocus(document, host, target)
    expect(document.activeElement).toBe(target)
    release()
  })

  it('sends focus that lands outside back inside', () => {
    const { host, target, outside } = page()
    const release = trapFocus(document, host, target)
    outside.focus()
    expect(document.activeElement).toBe(target)
    release()
  })

  it('lets focus move freely inside', () => {
    const { host, target } = page()
    const second = document.createElement('input')
    host.append(second)
    const release = trapFocus(document, host, target)
    second.focus()
    expect(document.activeElement).toBe(second)
    release()
  })

  it('gives focus back to the element that had it, and stops trapping', () => {
    const { host, target, before, outside } = page()
    const release = trapFocus(document, host, target)
    release()
    expect(document.activeElement).toBe(before)
    outside.focus()
    expect(document.activeElement).toBe(outside)
  })

  it('does not fail when the previously focused element is gone', () => {
    const { host, target, before } = page()
    const release = trapFocus(document, host, target)
    before.remove()
    expect(() => release()).not.toThrow()
  })
})

describe('trapFocus with a target that cannot take focus yet', () => {
  it('keeps focus on the host itself (the dialog) until the target can have it', () => {
    const { host, target, outside } = page()
    host.tabIndex = -1
    target.disabled = true // as a frame hidden behind its loader
    const release = trapFocus(document, host, target)
    expect(document.activeElement).toBe(host)
    outside.focus()
    expect(document.activeElement).toBe(host)
    release()
  })
})
