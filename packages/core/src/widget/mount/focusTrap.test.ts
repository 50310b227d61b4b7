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

  it('brings back focus that left for no element (the body), once it settled there', async () => {
    const { host, target } = page()
    const release = trapFocus(document, host, target)
    // Tab past the widget's last control with the page behind inert: a blur, no focusin.
    target.blur()
    expect(document.activeElement).toBe(document.body)
    await new Promise((resolve) => setTimeout(resolve))
    expect(document.activeElement).toBe(target)
    release()
  })

  it('leaves focus on the body while paused, and after the release', async () => {
    const { host, target } = page()
    let paused = true
    const release = trapFocus(document, host, target, () => paused)
    target.blur()
    await new Promise((resolve) => setTimeout(resolve))
    expect(document.activeElement).toBe(document.body)
    paused = false
    release()
    target.focus()
    target.blur()
    await new Promise((resolve) => setTimeout(resolve))
    expect(document.activeElement).toBe(document.body)
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
