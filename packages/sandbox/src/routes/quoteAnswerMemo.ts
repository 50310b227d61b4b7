import type { QuoteBasis } from '../pricing/quoteBasis.js'
import type { QuoteAmount } from '../pricing/quoteModel.js'

/**
 * Answers kept at most, over every basis: ~1.3 KB each, so a few hundred KB however many
 * assets, currencies, amounts and Host headers clients send. Past it, all are forgotten at once.
 */
export const MAX_REMEMBERED_QUOTE_ANSWERS = 256
// Bases with answers or asked amounts kept at most (a step has one per asset, currency and
// flow asked), and asked-once amounts per basis: both bound what a stream of new amounts holds.
const MAX_BASES = 64
const MAX_ASKED_ONCE = 256

/** A V3 quote answer: its JSON and that text's length in UTF-8 bytes (its Content-Length). */
export interface QuoteAnswer {
  readonly json: string
  readonly byteLength: number
}

interface BasisAnswers {
  readonly answers: Map<string, QuoteAnswer>
  /** Amounts (with origins) asked once: the second ask is remembered, not the first. */
  readonly askedOnce: Set<string>
}

/**
 * Remembers V3 quote answers within a price step. An answer is a function of its quote basis
 * (price step, flow, asset, currency: see `quoteBasis`), the amount and the origin its logo URLs
 * name, so the same amount asked again at the same step gets the same answer without pricing
 * and writing it again: widgets and apps ask again every few seconds for the amount on screen.
 * A new price step has new bases, so nothing outlives the prices it was written at.
 *
 * Only an amount asked a second time is kept: a client typing or sweeping amounts asks each
 * once, and keeping those answers would only make the garbage collector copy them.
 * `write` runs on a miss; what it throws (a limit, say) propagates and nothing is kept.
 */
export function createQuoteAnswerMemo() {
  const byBasis = new Map<QuoteBasis, BasisAnswers>()
  let remembered = 0
  const forgetAll = () => {
    byBasis.clear()
    remembered = 0
  }
  const entryFor = (basis: QuoteBasis): BasisAnswers => {
    let entry = byBasis.get(basis)
    if (entry === undefined) {
      if (byBasis.size >= MAX_BASES) forgetAll()
      entry = { answers: new Map(), askedOnce: new Set() }
      byBasis.set(basis, entry)
    }
    return entry
  }

  return (
    basis: QuoteBasis,
    origin: string,
    amount: QuoteAmount,
    write: () => string,
  ): QuoteAnswer => {
    const key = `${amount.kind === 'fiat' ? amount.cents : `u${amount.units}`} ${origin}`
    const known = byBasis.get(basis)?.answers.get(key)
    if (known !== undefined) return known
    const json = write()
    // Counting the bytes also flattens the text written piece by piece, once.
    const answer: QuoteAnswer = { json, byteLength: Buffer.byteLength(json) }
    const { askedOnce } = entryFor(basis)
    if (!askedOnce.has(key)) {
      if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.clear()
      askedOnce.add(key)
      return answer
    }
    if (remembered >= MAX_REMEMBERED_QUOTE_ANSWERS) forgetAll()
    const entry = entryFor(basis)
    entry.askedOnce.delete(key)
    entry.answers.set(key, answer)
    remembered++
    return answer
  }
}
