// The sandbox wallet of an example page on the local EVM chain the sandbox settles on, as the
// scenarios read it: its account, its balances read from the chain itself (to compare with what
// the page shows), the sandbox's records, a sale released once its crypto arrived. The scenarios
// themselves: keyboardJourneys.ts (the web pages) and expo-example.test.ts.
import { fromBaseUnits } from '@rampkit/core'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type LocalChain, rpc } from '../../../packages/local-chain/src/index.mjs'
import type { AppWithReceiver } from './exampleAppWithReceiver.js'

export const SANDBOX_WALLET = 'Sandbox wallet (development)'

export const chainOf = (app: AppWithReceiver): LocalChain => {
  if (!app.chain) throw new Error(`${app.name} was started without its local chain`)
  return app.chain
}

/** The sandbox wallet's account: the chain's first (the wallet's default index). */
export const walletAccount = (app: AppWithReceiver) => chainOf(app).accounts[0]!.toLowerCase()

/** The account's balance on the chain: ETH (`token` undefined) or a token's, in base units. */
export async function chainBalance(app: AppWithReceiver, token?: string): Promise<bigint> {
  const chain = chainOf(app)
  const owner = walletAccount(app)
  return BigInt(
    token
      ? await rpc<string>(chain.rpcUrl, 'eth_call', [
          { to: token, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` },
          'latest',
        ])
      : await rpc<string>(chain.rpcUrl, 'eth_getBalance', [owner, 'latest']),
  )
}

export const usdcOf = (app: AppWithReceiver) => {
  const token = chainOf(app).tokens.find(({ symbol }) => symbol === 'USDC')
  if (!token) throw new Error('the local chain has no USDC')
  return token
}

/** Clicks the sandbox wallet in the page's Connect wallet list: its account is shown. */
/** The page's button that connects the sandbox wallet, listed once its chain answers. */
export const sandboxWalletButton = (page: Page) =>
  page
    .getByRole('list', { name: 'Connect wallet' })
    .getByRole('button', { name: `Connect ${SANDBOX_WALLET}` })

export async function connectSandboxWallet(page: Page, app: AppWithReceiver): Promise<void> {
  await sandboxWalletButton(page).click()
  await page.getByText(walletAccount(app), { exact: true }).waitFor()
}

export const balanceShown = (page: Page) =>
  page.getByRole('status', { name: 'Balance' }).textContent()
export const receiptShown = (page: Page) =>
  page.getByRole('status', { name: 'Transaction receipt' }).textContent()

/**
 * A purchase released on the chain, as the page and the chain show it: the receipt of its final
 * transaction, the wallet's ETH risen by its amount since `before`, and the page's balance.
 */
export async function expectBoughtOnChain(
  page: Page,
  app: AppWithReceiver,
  purchase: { cryptoAmount: string; finalTxHash: string },
  before: bigint,
): Promise<void> {
  await expect
    .poll(() => receiptShown(page))
    .toMatch(new RegExp(`^Purchase transaction ${purchase.finalTxHash}: success in block \\d+$`))
  const after = await chainBalance(app)
  expect(after - before).toBe(BigInt(purchase.cryptoAmount))
  await expect.poll(() => balanceShown(page)).toBe(`${fromBaseUnits(after, 18)} ETH`)
}

/** The sandbox's record, through its control API. */
export async function sandboxRecord<T>(app: AppWithReceiver, path: string): Promise<T> {
  const response = await fetch(`${app.sandbox.url}/sandbox/${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Releases a sale once the sandbox has seen its crypto arrive on the chain (409 until then). */
export async function releaseWhenArrived(app: AppWithReceiver, id: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(`${app.sandbox.url}/sandbox/sales/${id}/release`, { method: 'POST' })).status,
    )
    .toBe(200)
}
