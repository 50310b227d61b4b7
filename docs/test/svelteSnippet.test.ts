// @vitest-environment jsdom
// The Svelte getting-started page's BuyPanel.svelte (snippets/svelte/, also the Svelte tab of the
// getting started index), compiled by Svelte's compiler for the browser and mounted against the
// host API of an in-process test sandbox (MSW). Its best method read "Best: AUTO_BANK_TRANSFER",
// and a cleared field (bind:value leaves null) reached the widget's configuration as fiatValue
// null. The docs have no Svelte plugin for Vite: the component and @rampkit/svelte's rune
// modules are compiled here, as `@sveltejs/vite-plugin-svelte` would compile them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, compileModule } from 'svelte/compiler'
import { describe, it } from 'vitest'
import { clearedAmountScenario, snippetSandbox } from './snippetSandbox.js'

// (Not `new URL('..', import.meta.url)`: jsdom's URL is the global here.)
const docsRoot = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`
const require = createRequire(import.meta.url)
const svelteRoot = dirname(require.resolve('svelte/package.json'))
const rampkitSvelte = join(dirname(require.resolve('@rampkit/svelte/package.json')), 'dist')
// Svelte's browser entry: Node's conditions (the test's modules load in Node) pick its server
// one, whose mount() refuses to run.
const SVELTE_CLIENT = join(svelteRoot, 'src/index-client.js')

/** `code` with `from 'svelte'` aimed at the browser entry and `.svelte` files at their build. */
const forBrowser = (code: string) =>
  code
    .replaceAll(/from ['"]svelte['"]/g, `from ${JSON.stringify(SVELTE_CLIENT)}`)
    .replaceAll(/(from ['"]\.\/[\w-]+)\.svelte(['"])/g, '$1.svelte.compiled.js$2')

/** BuyPanel.svelte and @rampkit/svelte compiled for the browser, in test/.temp; the component. */
async function compiledBuyPanel(): Promise<unknown> {
  const dir = `${docsRoot}test/.temp/svelte`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(`${dir}/rampkit-svelte`, { recursive: true })
  for (const name of readdirSync(rampkitSvelte)) {
    const source = readFileSync(join(rampkitSvelte, name), 'utf8')
    const options = { filename: name, generate: 'client' as const }
    if (name.endsWith('.svelte.js')) {
      writeFileSync(
        `${dir}/rampkit-svelte/${name}`,
        forBrowser(compileModule(source, options).js.code),
      )
    } else if (name.endsWith('.svelte')) {
      const { code } = compile(source, options).js
      writeFileSync(`${dir}/rampkit-svelte/${name}.compiled.js`, forBrowser(code))
    } else if (name.endsWith('.js')) {
      writeFileSync(`${dir}/rampkit-svelte/${name}`, forBrowser(source))
    }
  }
  const file = `${docsRoot}snippets/svelte/BuyPanel.svelte`
  const { code } = compile(readFileSync(file, 'utf8'), { filename: file, generate: 'client' }).js
  writeFileSync(
    `${dir}/BuyPanel.js`,
    forBrowser(code).replaceAll("'@rampkit/svelte'", "'./rampkit-svelte/index.js'"),
  )
  return ((await import(`${dir}/BuyPanel.js`)) as { default: unknown }).default
}

const sandbox = snippetSandbox(['warn', 'error'])

describe('the Svelte getting-started example', () => {
  it('names the best method with a label; a cleared amount asks nothing and opens the widget without an amount', async () => {
    const BuyPanel = await compiledBuyPanel()
    const { mount, unmount, flushSync } = (await import(SVELTE_CLIENT)) as typeof import('svelte')
    const container = document.body.appendChild(document.createElement('div'))
    const app = mount(BuyPanel as Parameters<typeof mount>[0], { target: container })
    try {
      await clearedAmountScenario(container, sandbox, flushSync)
    } finally {
      await unmount(app)
      container.remove()
    }
  })
})
