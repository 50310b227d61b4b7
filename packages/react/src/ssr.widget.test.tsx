// @vitest-environment node

import { CONFIG } from '@rampkit/adapter-testing/frames'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { RampWidget } from './components/RampWidget.js'
import { useRampWidget } from './hooks/useRampWidget.js'

function Page() {
  const { isOpen, events } = useRampWidget({ ...CONFIG, variant: 'desktop' })
  return (
    <main>
      <p>
        {String(isOpen)}/{events.length}
      </p>
      <RampWidget config={CONFIG} className="panel" />
    </main>
  )
}

describe('widget server rendering', () => {
  it('renders only the container and the closed state, creating nothing', () => {
    expect(typeof window).toBe('undefined')
    vi.useFakeTimers()
    const html = renderToString(<Page />)
    expect(html).toBe('<main><p>false<!-- -->/<!-- -->0</p><div class="panel"></div></main>')
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
  })
})
