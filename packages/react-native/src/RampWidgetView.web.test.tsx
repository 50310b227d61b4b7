import { CONFIG, driveFrame, widgetFrames } from '@rampkit/adapter-testing/frames'
import { WidgetConfigError, type WidgetEvent } from '@rampkit/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RampWidgetView } from './RampWidgetView.web'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('RampWidgetView on the web', () => {
  it('embeds core’s widget in the page, mobile-sized by default, in a container that fills', () => {
    const { container } = render(
      <RampWidgetView config={CONFIG} style={[{ height: 600 }, false, [{ borderWidth: 1 }]]} />,
    )
    const [frame] = widgetFrames()
    expect(new URL(frame!.src).searchParams.get('variant')).toBe('embedded-mobile')
    expect(container.firstElementChild).toHaveProperty('style.flexGrow', '1')
    expect((container.firstElementChild as HTMLElement).style.height).toBe('600px')
    cleanup()
    render(<RampWidgetView config={{ ...CONFIG, variant: 'embedded-desktop' }} />)
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('variant')).toBe('embedded-desktop')
  })

  it('hands events to onEvent and the widget’s close to onClose', () => {
    const events: WidgetEvent[] = []
    const onClose = vi.fn()
    render(
      <RampWidgetView config={CONFIG} onEvent={(event) => events.push(event)} onClose={onClose} />,
    )
    const send = driveFrame(widgetFrames()[0]!)
    send('WIDGET_CONFIG_DONE')
    expect(onClose).not.toHaveBeenCalled()
    send('WIDGET_CLOSE')
    expect(events.map((event) => event.type)).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('answers a send-crypto request with onSendCrypto', async () => {
    const posted: unknown[] = []
    render(<RampWidgetView config={CONFIG} onSendCrypto={async () => ({ txHash: '0x1' })} />)
    driveFrame(widgetFrames()[0]!, posted)(
      'SEND_CRYPTO',
      { assetInfo: { symbol: 'ETH' }, amount: '1', address: '0xaa' },
      { eventVersion: 1 },
    )
    await vi.waitFor(() =>
      expect(posted).toEqual([
        { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0x1' }, eventVersion: 1 },
      ]),
    )
  })

  it('refuses a configuration that breaks a rule', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<RampWidgetView config={{ ...CONFIG, swapAmount: 'lots' }} />)).toThrow(
      WidgetConfigError,
    )
  })
})
