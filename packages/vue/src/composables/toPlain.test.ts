import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { effect, reactive, readonly, ref } from 'vue'
import { toPlain } from './toPlain.js'

describe('toPlain', () => {
  it('copies plain objects and arrays, keeps anything else as it is', () => {
    const node = document.createElement('div')
    const when = new Date(0)
    const fn = () => 1
    const input = { a: [1, { b: 'x' }], node, when, fn, nothing: null }
    const copy = toPlain(input)
    expect(copy).toEqual(input)
    expect(copy).not.toBe(input)
    expect(copy.a).not.toBe(input.a)
    expect(copy.a[1]).not.toBe(input.a[1])
    expect(copy.node).toBe(node)
    expect(copy.when).toBe(when)
    expect(copy.fn).toBe(fn)
  })

  it('unwraps reactive and readonly proxies into plain data', () => {
    const state = reactive({ limits: { min: 1 }, list: ['a'] })
    const copy = toPlain(readonly(state))
    expect(copy).toEqual({ limits: { min: 1 }, list: ['a'] })
    state.limits.min = 2
    expect(copy.limits.min).toBe(1)
  })

  it('tracks every field it reads (so a watch sees changes made in place)', () => {
    const state = reactive({ deep: { deeper: { n: 1 } } })
    const outer = ref(state)
    let runs = 0
    effect(() => {
      toPlain(outer.value)
      runs += 1
    })
    state.deep.deeper.n = 2
    expect(runs).toBe(2)
  })

  it('stops at a cycle instead of looping', () => {
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(() => toPlain(cyclic)).not.toThrow()
  })

  it('keeps a __proto__ key as data, never as the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}')
    const copy = toPlain(hostile) as Record<string, unknown>
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(copy)).toEqual(['__proto__', 'x'])
  })

  it('is an equal, unshared copy of any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const copy = toPlain(value)
        expect(copy).toStrictEqual(value)
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value)
      }),
    )
  })
})
