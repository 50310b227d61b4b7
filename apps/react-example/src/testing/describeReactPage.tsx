// Test helper (not part of the app): the page scenarios every example app runs
// (example-shared/testing/page), on a React page: this app's and the Next example's client side.
import { createTestClient } from '@rampkit/example-shared/testing'
import { describeExamplePage } from '@rampkit/example-shared/testing/page'
import { RampKitProvider } from '@rampkit/react'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Runs the scenarios on `page(options)`, rendered in a provider whose host API the page server
 * answers (MSW): React types and clicks with fireEvent and settles a widget event inside act().
 */
export function describeReactPage(
  name: string,
  page: (options: { pollMs?: number }) => ReactNode,
): void {
  describeExamplePage({
    name,
    render: (options = {}) =>
      render(<RampKitProvider client={createTestClient()}>{page(options)}</RampKitProvider>),
    cleanup,
    setValue: async (element, value) => {
      fireEvent.change(element, { target: { value } })
    },
    click: async (element) => {
      fireEvent.click(element)
    },
    settle: (action) => act(action),
  })
}
