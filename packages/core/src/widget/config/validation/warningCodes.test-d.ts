import { describe, expectTypeOf, it } from 'vitest'
import type { WidgetFlow, WidgetVariant } from '../types.js'
import type { Wording } from '../warnings.js'
import type { ValidationContext } from './context.js'
import type { Note, WarningCode, WarningFacts } from './warningCodes.js'

declare const ctx: ValidationContext

describe('warning codes carry typed facts', () => {
  it('ctx.note takes exactly the facts its code declares', () => {
    ctx.note('swapAmount', 'longAmount', 79)
    ctx.note('defaultAsset', 'defaultAsset', 'ETH')
    ctx.note('enabledFlows', 'flowsEmpty')
    ctx.note('enabledFlows[1]', 'flowRepeated', 'ONRAMP')
    ctx.note('containerNode', 'unusedContainer', 'desktop')

    // @ts-expect-error a fact of the wrong type: longAmount takes the digit count
    ctx.note('swapAmount', 'longAmount', '79')
    // @ts-expect-error a fact missing
    ctx.note('swapAmount', 'longAmount')
    // @ts-expect-error a fact too many
    ctx.note('enabledFlows', 'flowsEmpty', 0)
    // @ts-expect-error a string that is not a flow
    ctx.note('defaultFlow', 'flowNotEnabled', 'SWAP')
    // @ts-expect-error a string that is not a variant
    ctx.note('containerNode', 'unusedContainer', 'sideways')
    // @ts-expect-error a code no wording knows
    ctx.note('swapAmount', 'tooLong', 79)
  })

  it('declares a labelled tuple per code', () => {
    expectTypeOf<WarningFacts['longAmount']>().toEqualTypeOf<[digits: number]>()
    expectTypeOf<WarningFacts['flowNotEnabled']>().toEqualTypeOf<[flow: WidgetFlow]>()
    expectTypeOf<WarningFacts['brokenText']>().toEqualTypeOf<[]>()
    expectTypeOf<WarningCode>().toEqualTypeOf<keyof WarningFacts>()
  })

  it('each wording receives exactly its code facts', () => {
    expectTypeOf<Parameters<Wording<'longAmount'>>>().toEqualTypeOf<
      [ctx: ValidationContext, path: string, digits: number]
    >()
    expectTypeOf<Parameters<Wording<'unusedContainer'>>>().toEqualTypeOf<
      [ctx: ValidationContext, path: string, variant: WidgetVariant]
    >()
    expectTypeOf<Parameters<Wording<'flowsEmpty'>>>().toEqualTypeOf<
      [ctx: ValidationContext, path: string]
    >()
    // @ts-expect-error a wording that wants a string where the code declares a number
    const wrong: Wording<'longAmount'> = (_ctx, _path, digits: string) => digits
    void wrong
  })

  it('a noted warning pairs its code with that code facts', () => {
    expectTypeOf<Extract<Note, [string, 'nonPositiveFiat', unknown]>>().toEqualTypeOf<
      [path: string, code: 'nonPositiveFiat', facts: [value: number]]
    >()
    // @ts-expect-error facts of another code
    const mixed: Note = ['fiatValue', 'nonPositiveFiat', ['0']]
    void mixed
  })
})
