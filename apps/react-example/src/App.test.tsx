import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { act, cleanup, fireEvent } from '@testing-library/react'
import { renderApp } from './testing/renderApp.js'

// The page's scenarios are the three example apps' (example-shared/testing/page): React types
// and clicks with fireEvent and settles a widget event inside act().
describeExamplePage({
  name: 'react-example',
  render: renderApp,
  cleanup,
  setValue: async (element, value) => {
    fireEvent.change(element, { target: { value } })
  },
  click: async (element) => {
    fireEvent.click(element)
  },
  settle: (action) => act(action),
})
