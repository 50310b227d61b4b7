import type { Browser, Locator, Page } from 'playwright-core'
import { openReadyPage } from '../support/host.js'
import type { SideBySideWindow } from './page.js'

/** Which SDK runs the page code. */
export type Which = 'official' | 'compat'
export const BOTH: Which[] = ['official', 'compat']

export const TX_HASH = `0x${'ab'.repeat(32)}`
/** What both SDKs' onRequestCryptoAccount answer. */
export const ACCOUNT = {
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  name: 'Main account',
}

export interface Side {
  which: Which
  page: Page
  /** The widget URL the SDK loaded. */
  url: string
}

/**
 * Pages kept for the next run, per browser and SDK. A browser context of its own per run cost
 * Chromium a new renderer process each time (about 0.5 CPU-s, most of a short run); a kept page
 * that loads the side-by-side host again is a new document in the process it has. Neither SDK
 * nor the stand-in widget keeps anything in the browser (no cookies, storage or workers), so the
 * new document is a fresh host; and a page only ever runs one SDK, so neither can see what the
 * other did.
 */
const keptPages = new WeakMap<Browser, Record<Which, Page[]>>()

function kept(browser: Browser): Record<Which, Page[]> {
  let pages = keptPages.get(browser)
  if (!pages) {
    pages = { official: [], compat: [] }
    keptPages.set(browser, pages)
  }
  return pages
}

/**
 * The side-by-side host, loaded afresh in a kept page of `which`'s or in a new one (a context of
 * its own), that ran `run(which, config)`: the widget is shown. `at`: the host's origin, or its
 * page's address (`SideBySideServer.url`, a build's page).
 */
async function openSide(
  browser: Browser,
  at: string,
  which: Which,
  config: Record<string, unknown>,
): Promise<Side> {
  const address = /^https?:\/\/[^/?#]+$/.test(at) ? `${at}/` : at
  const keptPage = kept(browser)[which].pop()
  const page = keptPage ?? (await openReadyPage(browser, address, which)).page
  try {
    if (keptPage) {
      await page.goto(address)
      await page.waitForFunction(() => (window as unknown as SideBySideWindow).ready === true)
    }
    const url = await page.evaluate(
      ([w, c, answers]) => (window as unknown as SideBySideWindow).run(w, c, answers),
      [which, config, { txHash: TX_HASH, account: ACCOUNT }] as const,
    )
    return { which, page, url }
  } catch (error) {
    await page.context().close()
    throw error
  }
}

/**
 * How many side-by-side pages (each loading the stand-in widget) a test file has open at once:
 * enough to overlap the widgets' loads, few enough that on CI's loaded 2-core machine each
 * still loads well inside WIDGET_READY_MS.
 */
const PAGES_AT_ONCE = 6
let open = 0
const queued: (() => void)[] = []

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  while (open >= PAGES_AT_ONCE) await new Promise<void>((resolve) => queued.push(resolve))
  open += 1
  try {
    return await work()
  } finally {
    open -= 1
    queued.shift()?.()
  }
}

/** What one side's flow returned, and the widget URL its SDK loaded. */
export interface SideRun<T> {
  url: string
  value: T
}

/**
 * Runs `flow` on a freshly loaded side-by-side host `at` (`openSide`) that ran
 * `run(which, config)`. The page then leaves the host (about:blank: the widget stops) and is
 * kept for `which`'s next run; after a failure it is closed, whatever state it was left in.
 */
export function runSide<T>(
  browser: Browser,
  at: string,
  which: Which,
  config: Record<string, unknown>,
  flow: (side: Side) => Promise<T>,
): Promise<SideRun<T>> {
  return oneOfFew(async () => {
    const side = await openSide(browser, at, which, config)
    let value: T
    try {
      value = await flow(side)
      await side.page.goto('about:blank')
    } catch (error) {
      await side.page.context().close()
      throw error
    }
    kept(browser)[which].push(side.page)
    return { url: side.url, value }
  })
}

/** What each side's flow returned, and the widget URL each SDK loaded. */
export type BothResults<T> = Record<Which, T> & { urls: Record<Which, string> }

/**
 * Runs `flow` with each SDK at the same time, each on a freshly loaded side-by-side host at
 * `at` (`runSide`), in pages that only ever run that SDK: one cannot see what the other did. The
 * first failure (official's before compat's) is what it throws, once both are done.
 *
 * `official`, when given, is the official SDK's run of the same `config` and `flow` made on
 * another build's page of the same server (the widget URL carries the page's origin): the official SDK is the same code in every build (`officialSdkIsModeFree`),
 * so a file comparing compat in several builds runs it once per case, not once per build.
 */
export async function withBoth<T>(
  browser: Browser,
  at: string,
  config: Record<string, unknown>,
  flow: (side: Side) => Promise<T>,
  official?: Promise<SideRun<T>>,
): Promise<BothResults<T>> {
  const settled = await Promise.allSettled(
    BOTH.map((which) =>
      which === 'official' && official ? official : runSide(browser, at, which, config, flow),
    ),
  )
  const out = { urls: {} } as BothResults<T>
  for (const [index, which] of BOTH.entries()) {
    const result = settled[index]!
    if (result.status === 'rejected') throw result.reason
    out.urls[which] = result.value.url
    out[which] = result.value.value
  }
  return out
}

/**
 * One official run per case for a file: `runs(name, config, flow)` gives the run made under
 * that name and configuration, or starts it on `setup`'s production page. The key holds the
 * configuration, so two cases share a run only if they show the same thing.
 */
export function officialRuns(setup: {
  readonly browser: Browser
  readonly server: { url(build: 'production'): string }
}): <T>(
  name: string,
  config: Record<string, unknown>,
  flow: (side: Side) => Promise<T>,
) => Promise<SideRun<T>> {
  const made = new Map<string, Promise<SideRun<unknown>>>()
  return <T>(name: string, config: Record<string, unknown>, flow: (side: Side) => Promise<T>) => {
    const key = `${name} ${JSON.stringify(config)}`
    let run = made.get(key)
    if (!run) {
      // On the production build's page: the official SDK is the same code in every build.
      run = runSide(setup.browser, setup.server.url('production'), 'official', config, flow)
      made.set(key, run)
    }
    return run as Promise<SideRun<T>>
  }
}

/** An Escape key press as the SDKs hear it: a keydown on the host page's window. */
export function escapeOnHostWindow(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
}

/** The confirm dialog each SDK draws in the host page (the official SDK's `.close-modal`). */
export function closeDialog(side: Side): Locator {
  return side.page.locator('.close-modal')
}

/** Answers the confirm dialog, which both SDKs draw in the host page: Exit or Cancel. */
export async function answerCloseQuestion(side: Side, close: boolean): Promise<void> {
  await closeDialog(side)
    .getByRole('button', { name: close ? 'Exit' : 'Cancel' })
    .click()
}
