import { ASSETS, type AssetFixture } from '../fixtures/assets.js'
import { CHAINS, type ChainFixture } from '../fixtures/chains.js'
import { COUNTRIES, type CountryFixture } from '../fixtures/countries.js'
import { FIAT_CURRENCIES, type FiatFixture } from '../fixtures/currencies.js'
import { IP_RANGES } from '../fixtures/ipRanges.js'
import {
  ENABLED_FEATURES,
  type FlowRules,
  type MethodFixture,
  OFFRAMP_RULES,
  ONRAMP_RULES,
  PAYMENT_METHODS,
  PAYOUT_METHODS,
  type PaymentMethodFixture,
} from '../fixtures/methods.js'
import { createIpLookup } from './geo.js'

/** The fixture data with its lookups, built once per sandbox. */
export interface Catalog {
  readonly chains: readonly ChainFixture[]
  readonly assets: readonly AssetFixture[]
  readonly fiats: readonly FiatFixture[]
  readonly countries: readonly CountryFixture[]
  readonly paymentMethods: readonly PaymentMethodFixture[]
  readonly payoutMethods: readonly MethodFixture[]
  readonly onrampRules: FlowRules
  readonly offrampRules: FlowRules
  readonly enabledFeatures: readonly string[]
  chain(id: string): ChainFixture | undefined
  /** By exact id `<CHAIN>_<SYMBOL>`, as written (core's grammar: the chain is upper case). */
  asset(id: string): AssetFixture | undefined
  /** By code (case-insensitive). */
  fiat(code: string): FiatFixture | undefined
  /** By ISO alpha-2 code (case-insensitive). */
  country(code: string): CountryFixture | undefined
  /** Country code of an IP address through the fixture IP table, or `null`. */
  countryOfIp(ip: string): string | null
}

export function createCatalog(): Catalog {
  const chains = new Map(CHAINS.map((c) => [c.id, c]))
  const assets = new Map(ASSETS.map((a) => [a.id, a]))
  const fiats = new Map(FIAT_CURRENCIES.map((f) => [f.code, f]))
  const countries = new Map(COUNTRIES.map((c) => [c.code, c]))
  const countryOfIp = createIpLookup(IP_RANGES)
  return {
    chains: CHAINS,
    assets: ASSETS,
    fiats: FIAT_CURRENCIES,
    countries: COUNTRIES,
    paymentMethods: PAYMENT_METHODS,
    payoutMethods: PAYOUT_METHODS,
    onrampRules: ONRAMP_RULES,
    offrampRules: OFFRAMP_RULES,
    enabledFeatures: ENABLED_FEATURES,
    chain: (id) => chains.get(id.toUpperCase()),
    asset: (id) => assets.get(id),
    fiat: (code) => fiats.get(code.toUpperCase()),
    country: (code) => countries.get(code.toLowerCase()),
    countryOfIp,
  }
}
