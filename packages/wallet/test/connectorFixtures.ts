// Test fixtures of the framework adapters' tests: a page with wallets that announce themselves.
import type { DiscoveredWallet } from '../src/walletConnector.js'

export const ALICE = `0x${'a'.repeat(40)}` as const

/** A wallet extension's provider that connects ALICE on chain `chainId`, and emits events. */
export function extensionProvider(chainId = '0x1') {
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  return {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ALICE]
      if (method === 'eth_chainId') return chainId
      throw Object.assign(new Error(`no ${method}`), { code: 4200 })
    },
    on(event: string, listener: (value: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, value: unknown) {
      for (const listener of listeners.get(event) ?? []) (listener as (v: unknown) => void)(value)
    },
  }
}

export function announce(target: EventTarget, uuid: string, provider = extensionProvider()) {
  const wallet: DiscoveredWallet = {
    info: { uuid, name: `Wallet ${uuid}`, icon: 'data:,', rdns: `io.example.${uuid}` },
    provider,
  }
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: wallet }))
  return provider
}
