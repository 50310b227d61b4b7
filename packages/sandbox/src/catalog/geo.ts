import { BlockList, isIPv4, isIPv6 } from 'node:net'
import type { IpRangeFixture } from '../fixtures/ipRanges.js'

export type IpLookup = (ip: string) => string | null

/** Country code (lowercase) of an IP by the fixture table; `null` when no block holds it. */
export function createIpLookup(ranges: readonly IpRangeFixture[]): IpLookup {
  const blocks = new Map<string, BlockList>()
  for (const range of ranges) {
    let list = blocks.get(range.country)
    if (!list) {
      list = new BlockList()
      blocks.set(range.country, list)
    }
    list.addSubnet(range.network, range.prefix, range.family)
  }
  return (ip) => {
    const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null
    if (!family) return null
    for (const [country, list] of blocks) if (list.check(ip, family)) return country
    return null
  }
}

export function isIpAddress(value: string): boolean {
  return isIPv4(value) || isIPv6(value)
}
