import fc from 'fast-check'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { isCountryCode, isCurrencyCode } from '../types/fieldRules.js'
import { countryCodeSchema, currencyCodeSchema } from './codeSchemas.js'

const codes = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'aZeU1 -_é'.split('')), maxLength: 4 }),
  fc.constantFrom('EUR', 'eur', 'gb', 'GB', 'EU', 'EURO', ''),
  fc.anything(),
)

it('the code schemas accept exactly what the field rules accept', () => {
  fc.assert(
    fc.property(codes, (value) => {
      expect(v.is(currencyCodeSchema, value)).toBe(isCurrencyCode(value))
      expect(v.is(countryCodeSchema, value)).toBe(isCountryCode(value))
    }),
  )
})

it('names the rule, not the value', () => {
  const result = v.safeParse(countryCodeSchema, 'SECRET')
  expect(result.issues?.[0]?.message).toBe('Invalid country code: expected two letters')
})
