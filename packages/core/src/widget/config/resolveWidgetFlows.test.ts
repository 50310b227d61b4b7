import { describe, expect, it } from 'vitest'
import { resolveWidgetFlows } from './resolveWidgetFlows.js'

describe('resolveWidgetFlows', () => {
  it('applies the spec defaults', () => {
    expect(resolveWidgetFlows({})).toEqual({ enabledFlows: ['ONRAMP'], defaultFlow: 'ONRAMP' })
    expect(resolveWidgetFlows({ enabledFlows: ['OFFRAMP', 'ONRAMP'] })).toEqual({
      enabledFlows: ['OFFRAMP', 'ONRAMP'],
      defaultFlow: 'OFFRAMP',
    })
    expect(
      resolveWidgetFlows({ enabledFlows: ['ONRAMP', 'OFFRAMP'], defaultFlow: 'OFFRAMP' })
        .defaultFlow,
    ).toBe('OFFRAMP')
    expect(resolveWidgetFlows({ enabledFlows: [] }).enabledFlows).toEqual(['ONRAMP'])
  })
})
