import { hostApiEndpoints } from '@rampkit/core/openapi'

/** What an armed fault makes an endpoint answer. */
export const FAULT_KINDS = ['status-429', 'status-500', 'timeout', 'malformed-json'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

type Endpoints = typeof hostApiEndpoints

/** A host API endpoint a fault can be armed on: `METHOD /path` under `/api` (`{id}`: one segment). */
export type FaultEndpoint = {
  [Name in keyof Endpoints]: `${Endpoints[Name]['method']} ${Endpoints[Name]['path']}`
}[keyof Endpoints]

const faultEndpoint = ({ method, path }: Endpoints[keyof Endpoints]) =>
  `${method} ${path}` as FaultEndpoint

/** Every endpoint of the host API, in the order of spec 4 (core's table). */
export const FAULT_ENDPOINTS: readonly FaultEndpoint[] =
  Object.values(hostApiEndpoints).map(faultEndpoint)

/** The endpoint the dashboard's fault form offers first: the on-ramp quote, what a page calls most. */
export const SUGGESTED_FAULT_ENDPOINT = faultEndpoint(hostApiEndpoints['v3.getOnrampQuote'])

export interface ArmedFault {
  endpoint: FaultEndpoint
  fault: FaultKind
  /** Calls still to be answered with the fault. */
  remaining: number
  /** How long a `timeout` fault holds the call before answering 504, ms. */
  hangMs: number
}

/** At most this many faults are armed at once: a bounded list, like every queue here. */
export const MAX_ARMED_FAULTS = 50

export interface Faults {
  /** Arms `count` faulty answers on `endpoint`, after any already armed there. */
  arm(fault: ArmedFault): void
  /** Whether any endpoint fault is armed (the fast path of every host API call). */
  anyArmed(): boolean
  /** The fault the next call of `endpoint` answers with, counted down; undefined if none. */
  take(endpoint: FaultEndpoint): ArmedFault | undefined
  /** The next `count` purchases created fail (PAYMENT_FAILED) right after creation. */
  failNextPurchases(count: number): void
  /** Counts one purchase failure down; whether this purchase is to fail. */
  takePurchaseFailure(): boolean
  list(): { endpoints: ArmedFault[]; failingPurchases: number }
  clear(): void
}

/** `onChange` hears every change (armed, used up, cleared): the dashboard shows what is left. */
export function createFaults(onChange: () => void = () => {}): Faults {
  let armed: ArmedFault[] = []
  let failingPurchases = 0
  const faults: Faults = {
    arm(fault) {
      if (armed.length >= MAX_ARMED_FAULTS) armed.shift()
      armed.push({ ...fault })
      onChange()
    },
    anyArmed: () => armed.length > 0,
    take(endpoint) {
      const fault = armed.find((candidate) => candidate.endpoint === endpoint)
      if (!fault) return undefined
      fault.remaining--
      if (fault.remaining <= 0) armed = armed.filter((candidate) => candidate !== fault)
      onChange()
      return { ...fault }
    },
    failNextPurchases(count) {
      failingPurchases = Math.min(failingPurchases + count, 1000)
      onChange()
    },
    takePurchaseFailure() {
      if (failingPurchases === 0) return false
      failingPurchases--
      onChange()
      return true
    },
    list: () => ({ endpoints: armed.map((fault) => ({ ...fault })), failingPurchases }),
    clear() {
      armed = []
      failingPurchases = 0
      onChange()
    },
  }
  return faults
}

/** The endpoint a request to `/api<path>` calls, or undefined (unknown paths are not faulted). */
export function faultEndpointOf(method: string, apiPath: string): FaultEndpoint | undefined {
  for (const endpoint of FAULT_ENDPOINTS) {
    const [endpointMethod, pattern] = endpoint.split(' ') as [string, string]
    if (endpointMethod !== method) continue
    const expected = pattern.split('/')
    const actual = apiPath.split('/')
    if (expected.length !== actual.length) continue
    if (expected.every((part, i) => part === '{id}' || part === actual[i])) return endpoint
  }
  return undefined
}
