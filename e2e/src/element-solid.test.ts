// <rampkit-widget> in a Solid app with no adapter (packages/element/test/solid), built with Vite
// and vite-plugin-solid against a real sandbox and driven in Chromium: attributes and `prop:`
// bindings reach the widget URL, a signal change remounts it, `on:` bindings bring the element's
// custom events into Solid, the `prop:onRequestCryptoAccount` callback answers. The JSX types the
// package README gives for Solid are the docs' snippet, which the fixture's typecheck checks.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bindRemountAndBuy } from './examples/elementScenarios.js'
import { exampleAppInChromium } from './examples/exampleAppInChromium.js'

const app = exampleAppInChromium({
  appDir: 'packages/element/test/solid',
  packageName: '@rampkit/element',
})

describe('<rampkit-widget> in a Solid app, in Chromium', () => {
  it('bindings reach the widget, a signal change remounts it, events reach Solid', async () => {
    const { context, page, frame, widget, problems } = await bindRemountAndBuy(app, {
      host: '#app',
      hostAppName: 'Solid wallet',
      shotName: 'solid-embedded',
    })
    // `host-logo-url={LOGO_URL}`: a dynamic value, which Solid sets as the `hostLogoUrl` property.
    const params = new URL((await frame.getAttribute('src'))!).searchParams
    expect(params.get('hostLogoUrl')).toBe(new URL('/logo.svg', app.url).href)
    // `on:rampkit-purchase-created` read the purchase from the event's detail.
    const purchaseId = page.getByLabel('Purchase id')
    await expect.poll(() => purchaseId.textContent()).not.toBe('none')
    await widget.getByText(`Purchase ${await purchaseId.textContent()}:`).waitFor()
    await app.shot(page, '02-solid-purchase-created')
    expect(problems).toEqual([])
    await context.close()
  }, 60_000) // two widgets, loaded one after the other
})

describe("the README's JSX types for Solid", () => {
  it('are the declaration the Solid fixture type-checks with (the docs snippet)', () => {
    const readme = readFileSync(
      new URL('../../packages/element/README.md', import.meta.url),
      'utf8',
    )
    const snippet = readFileSync(
      new URL('../../docs/snippets/solid/rampkitWidgetJsx.ts', import.meta.url),
      'utf8',
    )
    const declaration = snippet.slice(snippet.indexOf('import type {'))
    expect(readme).toContain(`\n\`\`\`ts\n${declaration}\`\`\`\n`)
  })
})
