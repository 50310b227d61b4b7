// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { listen } from './listen.js'

describe('listen', () => {
  it('calls the handler until the remover runs', () => {
    const handler = vi.fn()
    const target = new EventTarget()
    const remove = listen(target, 'ping', handler)
    target.dispatchEvent(new Event('ping'))
    expect(handler).toHaveBeenCalledTimes(1)
    remove()
    target.dispatchEvent(new Event('ping'))
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('removes a capturing listener (a remover that forgot capture would leave it)', () => {
    const handler = vi.fn()
    const parent = document.createElement('div')
    const child = document.createElement('span')
    parent.append(child)
    const remove = listen(parent, 'click', handler, true)
    child.click()
    expect(handler).toHaveBeenCalledTimes(1)
    remove()
    child.click()
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
