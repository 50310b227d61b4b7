import { describe, expect, it, vi } from 'vitest'
import { createCatalog } from '../catalog/catalog.js'
import { createPriceFeed } from '../pricing/priceFeed.js'
import { quoteBasis } from '../pricing/quoteBasis.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'
import { createQuoteAnswerMemo, MAX_REMEMBERED_QUOTE_ANSWERS } from './quoteAnswerMemo.js'

const catalog = createCatalog()
const feed = createPriceFeed({ assets: catalog.assets, seed: 3, startedAt: 0, stepMs: 5000 })
const eth = catalog.asset('ETH_ETH')!
const eur = catalog.fiat('EUR')!
const usd = catalog.fiat('USD')!
const basisAt = (now: number, fiat = eur) => quoteBasis(catalog, feed.at(now), 'onramp', eth, fiat)
const fiat = (cents: bigint): QuoteAmount => ({ kind: 'fiat', cents })
const crypto = (units: bigint): QuoteAmount => ({ kind: 'crypto', units })
const ORIGIN = 'http://127.0.0.1:8787'

/** A `write` that counts its calls and answers a new text each time. */
function writer() {
  let calls = 0
  const write = vi.fn(() => `{"answer":${++calls}}`)
  return write
}

describe('createQuoteAnswerMemo', () => {
  it('keeps an amount asked a second time, and answers the third from what it kept', () => {
    const remember = createQuoteAnswerMemo()
    const write = writer()
    const basis = basisAt(0)
    const first = remember(basis, ORIGIN, fiat(10_000n), write)
    const second = remember(basis, ORIGIN, fiat(10_000n), write)
    const third = remember(basis, ORIGIN, fiat(10_000n), write)
    expect(write).toHaveBeenCalledTimes(2)
    expect(first.json).toBe('{"answer":1}')
    expect(second.json).toBe('{"answer":2}')
    expect(third).toBe(second)
  })

  it('tells apart amounts, fiat from crypto, origins, currencies and price steps', () => {
    const remember = createQuoteAnswerMemo()
    const write = writer()
    const asks: Array<[ReturnType<typeof basisAt>, string, QuoteAmount]> = [
      [basisAt(0), ORIGIN, fiat(10_000n)],
      [basisAt(0), ORIGIN, fiat(10_001n)],
      [basisAt(0), ORIGIN, crypto(10_000n)],
      [basisAt(0), 'http://localhost:8787', fiat(10_000n)],
      [basisAt(0, usd), ORIGIN, fiat(10_000n)],
      [basisAt(5_000), ORIGIN, fiat(10_000n)],
    ]
    expect(new Set(asks.map(([basis]) => basis)).size).toBe(3)
    const kept = asks.map(([basis, origin, amount]) => {
      remember(basis, origin, amount, write)
      return remember(basis, origin, amount, write)
    })
    expect(new Set(kept.map((answer) => answer.json)).size).toBe(asks.length)
    for (const [index, [basis, origin, amount]] of asks.entries()) {
      expect(remember(basis, origin, amount, write)).toBe(kept[index])
    }
    expect(write).toHaveBeenCalledTimes(2 * asks.length)
  })

  it('keeps nothing when writing throws (an amount past a limit)', () => {
    const remember = createQuoteAnswerMemo()
    const basis = basisAt(0)
    const failing = () => {
      throw new Error('AMOUNT_TOO_LOW')
    }
    expect(() => remember(basis, ORIGIN, fiat(1n), failing)).toThrow('AMOUNT_TOO_LOW')
    expect(() => remember(basis, ORIGIN, fiat(1n), failing)).toThrow('AMOUNT_TOO_LOW')
    const write = writer()
    remember(basis, ORIGIN, fiat(1n), write)
    remember(basis, ORIGIN, fiat(1n), write)
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('counts the answer in UTF-8 bytes, its Content-Length', () => {
    const remember = createQuoteAnswerMemo()
    const json = '{"name":"Éther ₿ 🚀"}'
    const answer = remember(basisAt(0), ORIGIN, fiat(1n), () => json)
    expect(answer).toEqual({ json, byteLength: Buffer.byteLength(json) })
    expect(answer.byteLength).toBeGreaterThan(json.length)
  })

  it(`holds at most ${MAX_REMEMBERED_QUOTE_ANSWERS} answers, then forgets them all`, () => {
    const remember = createQuoteAnswerMemo()
    const write = writer()
    const basis = basisAt(0)
    const keep = (cents: bigint) => {
      remember(basis, ORIGIN, fiat(cents), write)
      return remember(basis, ORIGIN, fiat(cents), write)
    }
    const firstKept = keep(0n)
    for (let cents = 1n; cents < BigInt(MAX_REMEMBERED_QUOTE_ANSWERS); cents++) keep(cents)
    expect(remember(basis, ORIGIN, fiat(0n), write)).toBe(firstKept)
    const calls = write.mock.calls.length
    keep(BigInt(MAX_REMEMBERED_QUOTE_ANSWERS)) // one more: everything goes
    expect(write.mock.calls.length).toBe(calls + 2)
    expect(remember(basis, ORIGIN, fiat(0n), write)).not.toBe(firstKept)
  })

  it('holds the answers of 64 bases at most (assets × currencies × flows at a step)', () => {
    const remember = createQuoteAnswerMemo()
    const write = writer()
    const step = feed.at(0)
    const bases = catalog.assets.flatMap((asset) =>
      catalog.fiats.flatMap((currency) =>
        (['onramp', 'offramp'] as const).map((flow) =>
          quoteBasis(catalog, step, flow, asset, currency),
        ),
      ),
    )
    expect(bases.length).toBeGreaterThan(64)
    const ask = (index: number) => remember(bases[index]!, ORIGIN, fiat(10_000n), write)
    ask(0)
    const kept = ask(0)
    for (let index = 1; index < 64; index++) ask(index)
    expect(ask(0)).toBe(kept)
    ask(64) // a 65th basis: everything goes
    expect(ask(0)).not.toBe(kept)
  })

  it('asked once each, a stream of new amounts keeps no answer', () => {
    const remember = createQuoteAnswerMemo()
    const write = writer()
    const basis = basisAt(0)
    for (let cents = 0n; cents < 5_000n; cents++) remember(basis, ORIGIN, fiat(cents), write)
    expect(write).toHaveBeenCalledTimes(5_000)
    // the latest amounts are noted as asked once; the earliest were let go
    remember(basis, ORIGIN, fiat(4_999n), write)
    expect(remember(basis, ORIGIN, fiat(4_999n), write).json).toBe('{"answer":5001}')
    remember(basis, ORIGIN, fiat(0n), write)
    expect(write).toHaveBeenCalledTimes(5_002)
    expect(remember(basis, ORIGIN, fiat(0n), write).json).toBe('{"answer":5003}')
  })
})
