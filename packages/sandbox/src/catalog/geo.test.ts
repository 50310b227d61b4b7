import { describe, expect, it } from 'vitest'
import { IP_RANGES } from '../fixtures/ipRanges.js'
import { createIpLookup, isIpAddress } from './geo.js'

const lookup = createIpLookup(IP_RANGES)

describe('IP geolocation fixture', () => {
  it('maps documentation blocks to countries', () => {
    expect(lookup('192.0.2.1')).toBe('de')
    expect(lookup('192.0.2.63')).toBe('de')
    expect(lookup('192.0.2.64')).toBe('us')
    expect(lookup('192.0.2.130')).toBe('br')
    expect(lookup('192.0.2.200')).toBe('pt')
    expect(lookup('198.51.100.7')).toBe('gb')
    expect(lookup('203.0.113.5')).toBe('mx')
    expect(lookup('203.0.113.200')).toBe('fr')
    expect(lookup('2001:db8:de::1')).toBe('de')
    expect(lookup('2001:DB8:1:0:0:0:0:5')).toBe('us')
  })

  it('has no country for other or malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '8.8.8.8',
      '::1',
      '2001:db8:ff::1',
      'nope',
      '',
      '192.0.2',
      '999.1.1.1',
    ]) {
      expect(lookup(ip)).toBeNull()
    }
  })

  it('tells addresses from other text', () => {
    expect(isIpAddress('10.0.0.1')).toBe(true)
    expect(isIpAddress('::ffff:192.0.2.1')).toBe(true)
    expect(isIpAddress('10.0.0.256')).toBe(false)
    expect(isIpAddress('example.com')).toBe(false)
  })
})
