// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { announce } from '../test/connectorFixtures.js'
import { useWalletConnector, useWalletSession } from './react.js'
import { createWalletConnector, type WalletConnector } from './walletConnector.js'
import { createWalletSession, type WalletSession } from './walletSession.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** A "Connect wallet" list as a page renders it. */
function Wallets({ connector }: { connector: WalletConnector }) {
  const { wallets, status, connection } = useWalletConnector(connector)
  return createElement(
    'p',
    null,
    `${status} ${connection?.chainId ?? '-'}: ${wallets.map((w) => w.info.name).join(', ')}`,
  )
}

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const run of cleanup) run()
  cleanup = []
})

describe('useWalletConnector (react)', () => {
  it('renders the wallets found and the connection, again on each change', async () => {
    const connector = createWalletConnector({ target: window })
    announce(window, 'a')
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    cleanup.push(
      () => act(() => root.unmount()),
      () => connector.destroy(),
    )
    await act(async () => root.render(createElement(Wallets, { connector })))
    expect(container.textContent).toBe('disconnected -: Wallet a')
    await act(async () => announce(window, 'b'))
    expect(container.textContent).toBe('disconnected -: Wallet a, Wallet b')
    await act(() => connector.connect('b'))
    expect(container.textContent).toBe('connected 1: Wallet a, Wallet b')
  })

  it('renders no wallet on the server, whatever the connector holds', () => {
    const target = new EventTarget()
    const found = createWalletConnector({ target })
    announce(target, 'a')
    expect(found.getSnapshot().wallets).toHaveLength(1)
    expect(renderToString(createElement(Wallets, { connector: found }))).toBe(
      '<p>disconnected -: </p>',
    )
    found.destroy()
  })
})

/** The connected wallet and its answers, as a page shows them. */
function Session({ session }: { session: WalletSession }) {
  const { connector, handlers, receipt } = useWalletSession(session)
  return createElement(
    'p',
    null,
    `${connector.status} ${handlers.onSendCrypto ? 'sends' : 'no send'}: ${receipt.text}`,
  )
}

describe('useWalletSession (react)', () => {
  it('renders the session and follows it; nothing on the server', async () => {
    const target = new EventTarget()
    const connector = createWalletConnector({ target })
    announce(target, 'a')
    const session = createWalletSession({ connector })
    expect(renderToString(createElement(Session, { session }))).toBe(
      '<p>disconnected no send: No transaction yet.</p>',
    )
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    cleanup.push(
      () => act(() => root.unmount()),
      () => connector.destroy(),
    )
    await act(async () => root.render(createElement(Session, { session })))
    await act(() => connector.connect('a'))
    expect(container.textContent).toBe('connected sends: No transaction yet.')
  })
})
