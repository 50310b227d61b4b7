import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { cleanup, fireEvent } from '@testing-library/vue'
import { nextTick } from 'vue'
import { renderApp } from './testing/renderApp.js'

// The page's scenarios are the three example apps' (example-shared/testing/page): Vue types with
// fireEvent.update (v-model's way) and renders a widget event's changes on the next tick.
describeExamplePage({
  name: 'vue-example',
  render: renderApp,
  cleanup,
  setValue: async (element, value) => {
    await fireEvent.update(element, value)
  },
  click: async (element) => {
    await fireEvent.click(element)
  },
  settle: async (action) => {
    await action()
    await nextTick()
  },
})
