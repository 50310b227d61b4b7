import { redactViewTokens } from './webhookBodies.js'

/** The most of a receiver's answer the delivery log keeps. */
export const MAX_ANSWER_CHARS = 2048

/**
 * What a receiver answered, for the delivery log and the dashboard: at most `MAX_ANSWER_CHARS`
 * of its body (the rest is not read), with any view token or secret in a JSON answer replaced
 * by `[redacted]` (a receiver may echo what it got).
 */
export async function readAnswerText(response: Response): Promise<string | null> {
  if (!response.body) return null
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    while (text.length <= MAX_ANSWER_CHARS) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  const cut = text.length > MAX_ANSWER_CHARS
  if (cut) return `${text.slice(0, MAX_ANSWER_CHARS)}…`
  try {
    return JSON.stringify(redactViewTokens(JSON.parse(text)))
  } catch {
    return text
  }
}
