import { describe, expect, it } from 'vitest'
import { findGetter, framesIn, shadowRootsIn } from './domFrames.js'

describe('domFrames', () => {
  it('finds iframes and open shadow roots at any depth, not in closed roots', () => {
    const top = document.createElement('div')
    const outer = top.attachShadow({ mode: 'open' })
    const inner = document.createElement('section')
    outer.append(inner, document.createElement('iframe'))
    const innerRoot = inner.attachShadow({ mode: 'open' })
    innerRoot.append(document.createElement('iframe'))
    const closed = document.createElement('div')
    closed.attachShadow({ mode: 'closed' }).append(document.createElement('iframe'))
    top.append(closed, document.createElement('iframe'))
    expect(framesIn(top)).toHaveLength(3)
    expect(shadowRootsIn(top)).toEqual([outer, innerRoot])
    expect(framesIn(document.createTextNode('x'))).toEqual([])
  })

  it('finds an inherited getter', () => {
    const getter = findGetter(HTMLIFrameElement.prototype, 'contentWindow')
    expect(typeof getter).toBe('function')
    expect(findGetter(HTMLIFrameElement.prototype, 'noSuchThing')).toBeUndefined()
  })
})
