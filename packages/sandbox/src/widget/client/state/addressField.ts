// The wallet address field of the stand-in widget (pure; the page and the host messages are
// wired in ../walletAddress.ts): given by the configuration, asked of the host with
// REQUEST_CRYPTO_ACCOUNT, or typed by the user, whose own typing always wins.
import type { AccountOutcome } from '../accountRequests.js'

export interface AddressField {
  /** What the field holds. */
  value: string
  /** The address a host's answer put in the field, while it is the host's. */
  filledByHost: string | undefined
  /** The note under the field; '' shows none. */
  note: string
}

/** No account is asked for (the off-ramp flow, or no asset): no note. */
export function accountNotNeeded(field: AddressField): AddressField {
  return { ...field, note: '' }
}

/**
 * The host is asked for the account of a newly selected asset. An address it gave for the
 * previous asset does not fit this one: it goes, while what the user typed stays.
 */
export function accountAsked(field: AddressField, hostName: string): AddressField {
  const hostsAddress = field.filledByHost !== undefined && field.value === field.filledByHost
  return {
    value: hostsAddress ? '' : field.value,
    filledByHost: undefined,
    note: `Asking ${hostName} for your address (or type it)…`,
  }
}

/**
 * The host answered (`outcome` from ../accountRequests.ts; `undefined` for a stale or unusable
 * answer, which changes nothing). An account fills the field unless the user typed something
 * else; no account leaves the field to the user.
 */
export function accountAnswered(
  field: AddressField,
  outcome: AccountOutcome | undefined,
  hostName: string,
): AddressField {
  if (outcome === undefined) return field
  if (outcome.kind === 'none') return { ...field, note: `${hostName} gave no address: type it in.` }
  const userTyped = field.value.trim() !== '' && field.value !== field.filledByHost
  if (userTyped) return { ...field, note: '' }
  return {
    value: outcome.address,
    filledByHost: outcome.address,
    note: outcome.name
      ? `Address of ${outcome.name}, from ${hostName}.`
      : `Address from ${hostName}.`,
  }
}
