// Debian's Chromium as every browser test and bench script here launches it (through
// playwright-core's `executablePath`): headless and quiet on a closed network, the flags of
// /work/shared/toolchain.md. One home for them: e2e, the docs site test, the templates check and
// the bench scripts import these.

/** Where Debian's `chromium` package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** The flags every launch starts from. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])
