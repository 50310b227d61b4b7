import { describe, expect, it } from 'vitest'
import { parseCliArgs } from '../cliArgs.js'

describe('--evm-rpc', () => {
  it('takes the chain’s JSON-RPC URL; absent, no chain (the defaults have no evmRpc)', () => {
    const run = parseCliArgs(['--evm-rpc', 'http://127.0.0.1:8545'])
    expect(run).toMatchObject({ kind: 'run', options: { evmRpc: 'http://127.0.0.1:8545' } })
    const plain = parseCliArgs([])
    expect(plain.kind === 'run' && 'evmRpc' in plain.options).toBe(false)
  })

  it('refuses what is no http(s) URL, and credentials in it', () => {
    for (const url of [
      '127.0.0.1:8545',
      'ws://127.0.0.1:8545',
      'http://user:pw@127.0.0.1:8545',
      '',
    ]) {
      const command = parseCliArgs(['--evm-rpc', url])
      expect(command.kind, url).toBe('error')
      if (command.kind === 'error')
        expect(command.message).toMatch(/^--evm-rpc must be an http\(s\)/)
      // never echo a credential
      if (command.kind === 'error') expect(command.message).not.toContain('pw@')
    }
  })
})
