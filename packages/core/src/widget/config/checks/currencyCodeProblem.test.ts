import { describe, expect, it } from 'vitest'
import { currencyCodeProblem } from './currencyCodeProblem.js'

describe('currencyCodeProblem', () => {
  it.each(['EUR', 'USD', 'XYZ'])('%s is a code', (currency) => {
    expect(currencyCodeProblem(currency)).toBeUndefined()
  })

  it.each([
    ['eur', { meant: 'EUR' }],
    [' gbp ', { meant: 'GBP' }],
    ['EURO', {}],
    ['E1R', {}],
    ['', {}],
  ])('%j is not, meaning %j', (currency, problem) => {
    expect(currencyCodeProblem(currency)).toEqual(problem)
  })
})
