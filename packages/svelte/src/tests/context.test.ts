import { fakeClient } from '@rampkit/adapter-testing/fakeClient'
import type { RampKitClient } from '@rampkit/core'
import { render } from '@testing-library/svelte'
import { describe, expect, it, vi } from 'vitest'
import { getRampKitClient, setRampKitContext } from '../lib/context.js'
import ContextProbe from './testing/ContextProbe.svelte'
import { renderRune } from './testing/renderRune.js'

describe('setRampKitContext / getRampKitClient', () => {
  it('gives descendants the client; the nearest one wins', () => {
    const outer = fakeClient().client
    const inner = fakeClient().client
    const seen: RampKitClient[] = []
    render(ContextProbe, {
      props: { outer, inner, seen: (client: RampKitClient) => seen.push(client) },
    })
    expect(seen).toEqual([outer, inner])
  })

  it('returns the client it set', () => {
    const { client } = fakeClient()
    let returned: unknown
    renderRune(undefined, () => {
      returned = setRampKitContext(client)
    })
    expect(returned).toBe(client)
  })

  it('says where the client must come from, naming the caller', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderRune(undefined, () => getRampKitClient())).toThrow(
      /^getRampKitClient needs a client: call setRampKitContext\(client\)/,
    )
    expect(() => renderRune(undefined, () => getRampKitClient('myHelper'))).toThrow(/^myHelper /)
  })

  it.each([null, undefined, 'key', {}, { v3: null }])('refuses %j as a client', (bad) => {
    expect(() =>
      renderRune(undefined, () => setRampKitContext(bad as unknown as RampKitClient)),
    ).toThrow(TypeError)
  })

  it('fails outside a component, as Svelte context does', () => {
    expect(() => getRampKitClient()).toThrow()
  })
})
