import type { TestProject } from 'vitest/node'
import { widgetScript } from '../src/widget/widgetScript.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** What /widget/widget.js serves, for the tests that run it in jsdom. */
    widgetScript: string
  }
}

/**
 * Bundles the stand-in widget once, here in plain Node: esbuild refuses to run inside a jsdom
 * test environment (its realm's Uint8Array is not Node's), where runWidget.test.ts runs it.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('widgetScript', await widgetScript())
}
