// What the typing-burst benches share: the text typed and its pace, a client that counts the
// quote requests it sends to an in-process sandbox, the typing loop and the printed report.
export const TYPED = '1234.56789' // 10 characters
export const GAP_MS = 25
export const TARGET = 1

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The quote params for what the user has typed so far (none while it is not a positive amount). */
export const paramsFor = (text) =>
  text === '' || !(Number(text) > 0)
    ? null
    : { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: Number(text) }

/** A host API client over the in-process sandbox, counting the quote requests it sends. */
export async function countingClient() {
  const { createHostApiClient } = await import('@rampkit/core')
  const { createSandbox } = await import('@rampkit/sandbox')
  const sandbox = createSandbox()
  let quoteRequests = 0
  const client = createHostApiClient({
    baseUrl: 'http://localhost/api',
    hostApiKey: 'demo-host-api-key',
    fetch: (input, init) => {
      if (String(input).includes('/quote/')) quoteRequests += 1
      return sandbox.fetch(input, init)
    },
  })
  return { client, count: () => quoteRequests, reset: () => (quoteRequests = 0) }
}

/**
 * Starts a form, types TYPED into it GAP_MS apart, waits for quiet and returns how many quote
 * requests `counter` saw.
 */
export async function typingBurst(counter, { start, type, stop }) {
  counter.reset()
  await start()
  await sleep(50)
  for (let i = 1; i <= TYPED.length; i++) {
    await type(TYPED.slice(0, i))
    await sleep(GAP_MS)
  }
  await sleep(1000)
  const count = counter.count()
  await stop()
  return count
}

/** Prints the figures of rampkit's form and the hand-written peer; sets the exit code. */
export function reportBurst(name, [label, count], [peerLabel, peerCount]) {
  const ok = count <= TARGET
  const width = Math.max(label.length, peerLabel.length) + 2
  console.log(`${name} (${TYPED.length} characters, ${GAP_MS} ms apart, quote requests sent)`)
  console.log(`  ${`${label}:`.padEnd(width)} ${count} (target ${TARGET})`)
  console.log(`  ${`${peerLabel}:`.padEnd(width)} ${peerCount}`)
  console.log(`  ${ok ? 'PASS' : 'FAIL'}`)
  if (!ok) process.exitCode = 1
}
