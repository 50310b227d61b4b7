import { createInterface } from 'node:readline'

/** How the user left a question: Ctrl-C, or Ctrl-D / the end of stdin. */
export type CancelledBy = 'interrupt' | 'end-of-input'

/** The user left a question unanswered: the command stops without writing anything more. */
export class PromptCancelled extends Error {
  override name = 'PromptCancelled'
  constructor(readonly by: CancelledBy) {
    super(by === 'interrupt' ? 'cancelled (Ctrl-C)' : 'cancelled (end of input)')
  }
}

/** The exit code of a cancelled run: 130 for Ctrl-C as a shell reports SIGINT, else 1. */
export function cancelledExitCode(by: CancelledBy): number {
  return by === 'interrupt' ? 130 : 1
}

/**
 * Asks one question on `input`/`output`; resolves to the answer as typed. Rejects with
 * PromptCancelled on Ctrl-C (readline's SIGINT), Ctrl-D on an empty line or a closed stdin:
 * readline/promises would reject with an AbortError on the first two and never settle on the
 * last.
 */
export function askLine(
  question: string,
  streams: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream; terminal?: boolean },
): Promise<string> {
  const rl = createInterface({ ...streams, terminal: streams.terminal ?? true })
  return new Promise<string>((resolveAnswer, reject) => {
    let settled = false
    const cancel = (by: CancelledBy) => {
      if (settled) return
      settled = true
      // The cursor is still after the question: the message goes on a line of its own.
      streams.output.write('\n')
      reject(new PromptCancelled(by))
      rl.close()
    }
    rl.on('SIGINT', () => cancel('interrupt'))
    rl.on('close', () => cancel('end-of-input'))
    rl.question(question, (answer) => {
      settled = true
      resolveAnswer(answer)
      rl.close()
    })
  })
}
