// The end-to-end check of every template (checkTemplates.mjs): generated from the packed
// create-rampkit tarball in a temporary folder non-interactively, installed with npm with the
// other packed tarballs in place of the registry, its own `test` and `build` pass, and its `dev`
// page in Chromium shows the sandbox's quotes and opens the widget (the Expo template: its
// typecheck, Jest test and web build). Two templates at a time; the
// per-template seconds are printed.
import { expect, it } from 'vitest'
import { checkTemplates } from './checkTemplates.mjs'

it('every template: generated from the tarball, installed, tested, built, its dev page in Chromium', async () => {
  const { results, seconds, shots } = await checkTemplates({
    log: (line) => console.log(`[create-rampkit templates] ${line}`),
  })
  console.log(`[create-rampkit templates] ${seconds} s in all; screenshots in ${shots}`)
  expect(results.filter((result) => !result.ok).map((r) => `${r.template}: ${r.error}`)).toEqual([])
  expect(results.map((result) => result.template).sort()).toEqual([
    'expo',
    'html',
    'next',
    'react',
    'svelte',
    'vue',
  ])
}, 600_000)
