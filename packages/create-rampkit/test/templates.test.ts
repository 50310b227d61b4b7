// The end-to-end check of every template (checkTemplates.mjs): generated from the packed
// create-rampkit tarball in a temporary folder with its local mode (--tarballs), its `typecheck`
// and `build` pass (its own `test` runs in the workspace, where the template is a package), its
// `dev` starts the sandbox, the webhook receiver and the app, and its dev page in Chromium shows
// the sandbox's quotes (the Expo template: its dev in device mode, --lan). One app's dev
// (TRIGGER_TEMPLATE's) receives `rampkit-sandbox trigger purchase.released` verified: the
// receiver and dev.mjs are the same files in every app. Buy, Sell and the rest of each page: the
// example apps' e2e tests, which run the same page files. No EBADENGINE at install, no committed
// file rewritten, no process left running. Installs three at a time, the rest two; the
// per-template seconds are printed. RAMPKIT_TEMPLATES=react,vue narrows it while developing.
import { expect, it } from 'vitest'
import { checkTemplates, templatesFromEnv, triggerTemplate } from './checkTemplates.mjs'

it('every template: generated from the tarballs, installed, type-checked, built, its dev started and in Chromium; one dev triggered', async () => {
  const templates = templatesFromEnv()
  const { results, seconds, shots, leftovers } = await checkTemplates({
    templates,
    log: (line) => console.log(`[create-rampkit templates] ${line}`),
  })
  console.log(`[create-rampkit templates] ${seconds} s in all; screenshots in ${shots}`)
  expect(results.filter((result) => !result.ok).map((r) => `${r.template}: ${r.error}`)).toEqual([])
  expect(results.map((result) => result.template).sort()).toEqual([...templates].sort())
  // The trigger's round trip, proven in exactly one app.
  expect(results.filter((result) => result.trigger).map((result) => result.template)).toEqual([
    triggerTemplate(templates),
  ])
  expect(leftovers).toEqual([])
}, 900_000)
