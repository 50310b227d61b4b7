import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { purchaseCall, saleCall } from './fixtures.js'
import { rememberParsedText, takeParsedText } from './lastParsedText.js'
import { parseWebhook } from './parseWebhook.js'
import * as scan from './scanJsonText.js'
import { signedBodyBytes } from './signedBody.js'

// Counts the scans while keeping the real one.
vi.mock('./scanJsonText.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./scanJsonText.js')>()
  return { ...original, scanJsonText: vi.fn(original.scanJsonText) }
})

/** parseWebhook's answer as data: the event, or the error's name, field and message. */
function outcome(text: string) {
  try {
    return { event: parseWebhook(text) }
  } catch (error) {
    const { name, message, field } = error as Error & { field?: string }
    return { name, message, field }
  }
}

describe('the verification hands its parse to parseWebhook', () => {
  it('scans and parses a verified text once, not again in parseWebhook', () => {
    const text = JSON.stringify(purchaseCall('RELEASED'))
    const scans = vi.mocked(scan.scanJsonText)
    scans.mockClear()
    signedBodyBytes(text)
    const event = parseWebhook(text)
    expect(scans).toHaveBeenCalledTimes(1)
    expect(event.kind).toBe('purchase')
    // Taken once: a second read scans again.
    parseWebhook(text)
    expect(scans).toHaveBeenCalledTimes(2)
  })

  it('gives each read its own copy: changing one event changes nothing else', () => {
    const text = JSON.stringify(saleCall('CREATED'))
    signedBodyBytes(text)
    const first = parseWebhook(text)
    if (first.kind !== 'sale') throw new Error('expected a sale call')
    ;(first.sale as { id: string }).id = 'changed'
    const second = parseWebhook(text)
    expect(second).toEqual(parseWebhook(saleCall('CREATED')))
  })

  it('does not hand over the parse of another text', () => {
    signedBodyBytes(JSON.stringify(purchaseCall('CREATED')))
    const other = JSON.stringify(purchaseCall('RETURNED'))
    expect(parseWebhook(other)).toMatchObject({ type: 'RETURNED' })
    expect(takeParsedText('{}')).toBeUndefined()
  })

  it('matches an equal text given as another string', () => {
    rememberParsedText('{"a":1}', { a: 1 })
    expect(takeParsedText(['{"a":', '1}'].join(''))).toEqual({ value: { a: 1 } })
    expect(takeParsedText('{"a":1}')).toBeUndefined()
  })

  it('answers as a fresh read would, for any text verified first (property)', () => {
    const call = JSON.stringify(purchaseCall('CREATED'))
    const texts = fc.oneof(
      fc.json(),
      fc.string(),
      // a real call with a piece cut out or a character put in
      fc
        .tuple(fc.nat({ max: call.length }), fc.nat({ max: 8 }), fc.string({ maxLength: 2 }))
        .map(([at, cut, put]) => call.slice(0, at) + put + call.slice(at + cut)),
    )
    fc.assert(
      fc.property(texts, (text) => {
        const fresh = outcome(text)
        signedBodyBytes(text)
        expect(outcome(text)).toEqual(fresh)
      }),
      { numRuns: 500 },
    )
  })
})
