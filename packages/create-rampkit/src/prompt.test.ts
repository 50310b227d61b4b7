import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { askLine, cancelledExitCode, PromptCancelled } from './prompt.js'

/** A terminal-like pair: what the user types goes into `input`, the screen is `shown()`. */
function terminal() {
  const input = new PassThrough()
  const output = new PassThrough()
  let screen = ''
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8')
  })
  return { input, output, shown: () => screen }
}

describe('askLine', () => {
  it('resolves to the line typed', async () => {
    const tty = terminal()
    const answer = askLine('Project directory: ', tty)
    tty.input.write('wallet\r')
    await expect(answer).resolves.toBe('wallet')
    expect(tty.shown()).toContain('Project directory: ')
  })

  it('Ctrl-C rejects with PromptCancelled("interrupt"), not an AbortError', async () => {
    const tty = terminal()
    const answer = askLine('Template: ', tty)
    tty.input.write('\x03')
    await expect(answer).rejects.toEqual(new PromptCancelled('interrupt'))
    await expect(answer).rejects.toBeInstanceOf(PromptCancelled)
  })

  it('Ctrl-D on an empty line rejects with PromptCancelled("end-of-input")', async () => {
    const tty = terminal()
    const answer = askLine('Template: ', tty)
    tty.input.write('\x04')
    await expect(answer).rejects.toMatchObject({ name: 'PromptCancelled', by: 'end-of-input' })
  })

  it('a closed stdin rejects too (readline/promises would never settle)', async () => {
    for (const isTerminal of [true, false]) {
      const tty = terminal()
      const answer = askLine('Project directory: ', { ...tty, terminal: isTerminal })
      tty.input.end()
      await expect(answer).rejects.toMatchObject({ by: 'end-of-input' })
      // The message that follows starts on a line of its own.
      expect(tty.shown().endsWith('\n')).toBe(true)
    }
  })

  it('exit codes: 130 after Ctrl-C as a shell reports SIGINT, 1 otherwise', () => {
    expect(cancelledExitCode('interrupt')).toBe(130)
    expect(cancelledExitCode('end-of-input')).toBe(1)
  })
})
