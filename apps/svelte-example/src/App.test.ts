import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { cleanup, fireEvent } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { renderApp } from './testing/renderApp.js'

// The page's scenarios are the three example apps' (example-shared/testing/page): Svelte's
// bindings listen to `input` on a text field and `change` on a select, and flushSync renders a
// widget event's changes.
describeExamplePage({
  name: 'svelte-example',
  render: renderApp,
  cleanup,
  setValue: async (element, value) => {
    const event = element instanceof HTMLSelectElement ? fireEvent.change : fireEvent.input
    await event(element, { target: { value } })
  },
  click: async (element) => {
    await fireEvent.click(element)
  },
  settle: async (action) => {
    await action()
    flushSync()
  },
})
