// The side panels: fault injection, the price walk and the webhook public key.
import { FAULT_ENDPOINTS, FAULT_KINDS, SUGGESTED_FAULT_ENDPOINT } from '../../faults/faults.js'
import { byId, h } from './dom.js'
import type { ArmedFaults, PriceWalk } from './model.js'

export function fillFaultForm(): void {
  const endpoint = byId<HTMLSelectElement>('fault-endpoint')
  endpoint.replaceChildren(...FAULT_ENDPOINTS.map((value) => h('option', { value }, value)))
  endpoint.value = SUGGESTED_FAULT_ENDPOINT
  byId<HTMLSelectElement>('fault-kind').replaceChildren(
    ...FAULT_KINDS.map((value) => h('option', { value }, value)),
  )
}

export function showFaults(faults: ArmedFaults): void {
  const items = faults.endpoints.map((fault) =>
    h('li', {}, `${fault.endpoint}: ${fault.fault} × ${fault.remaining}`),
  )
  if (faults.failingPurchases > 0) {
    items.push(h('li', {}, `next ${faults.failingPurchases} purchase(s) fail`))
  }
  if (items.length === 0) items.push(h('li', {}, 'nothing armed'))
  byId('armed-faults').replaceChildren(...items)
}

export function showPriceWalk(walk: PriceWalk): void {
  byId('price-walk').textContent = !walk.seeded
    ? 'Prices are fixed (start the sandbox with --seed to make them walk).'
    : walk.paused
      ? `Held at ${new Date(walk.at).toLocaleTimeString([], { hour12: false })} (one step: ${walk.stepMs} ms).`
      : `Walking, one step every ${walk.stepMs} ms.`
}

/** Copies the key, with a fallback for pages the Clipboard API is not granted to. */
export async function copyPublicKey(): Promise<void> {
  const field = byId<HTMLTextAreaElement>('public-key')
  const result = byId('copy-result')
  try {
    await navigator.clipboard.writeText(field.value)
    result.textContent = 'Copied.'
  } catch {
    field.select()
    result.textContent = document.execCommand('copy') ? 'Copied.' : 'Select the key and copy it.'
  }
}
