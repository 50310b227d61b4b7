// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { WIDGET_VARIANTS } from '../constants.js'
import { expectOneIssue, valid, warningsOf } from '../testkit.js'

describe('variant and containerNode', () => {
  it('defaults variant to auto', () => {
    expect(valid().variant).toBe('auto')
  })

  it.each(WIDGET_VARIANTS.filter((variant) => !variant.startsWith('embedded')))(
    'accepts %s without a containerNode',
    (variant) => {
      expect(valid({ variant }).variant).toBe(variant)
    },
  )

  it('rejects other values, listing the allowed ones and the closest', () => {
    expectOneIssue(
      { variant: 'Desktop' },
      'variant',
      /must be 'auto', 'hosted', .*'embedded-desktop', 'hosted-desktop' or 'hosted-auto', got the string "Desktop". Did you mean 'desktop'\?/,
    )
    expectOneIssue({ variant: 'overlay' }, 'variant', /got the string "overlay"\.$/)
    expectOneIssue({ variant: 3 }, 'variant', /got the number 3\.$/)
  })

  it.each(['embedded-desktop', 'embedded-mobile'])(
    '%s requires a containerNode element and keeps it',
    (variant) => {
      const node = document.createElement('div')
      expect(valid({ variant, containerNode: node }).containerNode).toBe(node)
      expectOneIssue(
        { variant },
        'containerNode',
        `containerNode is required with variant '${variant}': the element to embed the widget in.`,
      )
    },
  )

  it('an embedded containerNode must be an element, not a text node, selector or plain object', () => {
    const variant = 'embedded-desktop'
    expectOneIssue(
      { variant, containerNode: '#ramp' },
      'containerNode',
      /must be a DOM element, got the string "#ramp"/,
    )
    expectOneIssue(
      { variant, containerNode: document.createTextNode('x') },
      'containerNode',
      /got an instance of Text/,
    )
    expectOneIssue({ variant, containerNode: { nodeType: 1 } }, 'containerNode', /got an object/)
  })

  it('accepts an element from another realm (an iframe document)', () => {
    const frame = document.createElement('iframe')
    document.body.append(frame)
    const foreign = frame.contentDocument!.createElement('section')
    expect(foreign instanceof HTMLElement).toBe(false)
    expect(valid({ variant: 'embedded-mobile', containerNode: foreign }).containerNode).toBe(
      foreign,
    )
    frame.remove()
  })

  it("accepts the official SDK's hosted-desktop and hosted-auto", () => {
    expect(valid({ variant: 'hosted-desktop' }).variant).toBe('hosted-desktop')
    expect(valid({ variant: 'hosted-auto' }).variant).toBe('hosted-auto')
  })

  it('containerNode with a non-embedded variant is dropped with a warning (as the official SDK drops it)', () => {
    const containerNode = document.createElement('div')
    expect(valid({ variant: 'desktop', containerNode })).not.toHaveProperty('containerNode')
    expect(warningsOf({ variant: 'desktop', containerNode })).toEqual([
      {
        path: 'containerNode',
        message:
          "containerNode is only used by the embedded variants, but variant is 'desktop': it is ignored.",
      },
    ])
    expect(warningsOf({ containerNode })[0]!.message).toMatch(/variant is 'auto'/)
  })
})
