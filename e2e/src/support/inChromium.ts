import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, screenshot } from './browser.js'

/** Registers something `start` started, to be stopped after the test file. */
export type StopLater = (stop: () => unknown) => void

/** What a browser test file drives: Chromium and what its `start` started. */
export interface InChromium<T> {
  readonly browser: Browser
  /** What `start` returned. */
  readonly started: T
  /** Saves a screenshot as `<name>/<shot>.png` under e2e/artifacts/. */
  shot(page: Page, shot: string): Promise<void>
}

/**
 * Registers the test file's `beforeAll`/`afterAll`: what `start` starts (the file's servers or
 * app), then one Chromium. `start` hands each thing it started to `stopLater` as soon as it
 * runs, so a start that fails half-way still stops what it had started. After the file, the
 * browser closes, then each stop runs, last registered first. The returned object's fields are
 * there once `beforeAll` has run.
 */
export function inChromium<T>(options: {
  /** Names the file's screenshots folder and the error of a field read too early. */
  name: string
  start(stopLater: StopLater): Promise<T>
  /** Keeps Chromium's popup blocker on (see `launchBrowser`). */
  popupBlocker?: boolean
  /** For a slow start (an app built first); the project's hook timeout otherwise. */
  timeoutMs?: number
}): InChromium<T> {
  const stops: (() => unknown)[] = []
  let browser: Browser | undefined
  let started: { value: T } | undefined
  const ready = <V>(value: V | undefined): V => {
    if (value === undefined) throw new Error(`${options.name} is not started: use it inside a test`)
    return value
  }

  beforeAll(async () => {
    started = { value: await options.start((stop) => stops.push(stop)) }
    // Launched after: a start that builds an app blocks the event loop, which would stall the
    // launch's handshake until its timeout.
    browser = await launchBrowser({ popupBlocker: options.popupBlocker })
  }, options.timeoutMs)

  afterAll(async () => {
    await browser?.close()
    for (const stop of stops.reverse()) await stop()
  })

  return {
    get browser() {
      return ready(browser)
    },
    get started() {
      return ready(started).value
    },
    shot: (page, shot) => screenshot(page, `${options.name}/${shot}`),
  }
}
