// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { driveFrame } from './driveFrame.js'

const src = 'https://widget.example/app/?hostApiKey=k&widgetInstanceId=w-1'

function iframe(): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.src = src
  return frame
}

describe('driveFrame', () => {
  it('posts as the widget: its origin, its window, its instance id, the fields given', () => {
    const frame = iframe()
    const send = driveFrame(frame)
    const seen: MessageEvent[] = []
    const listener = (event: MessageEvent) => seen.push(event)
    window.addEventListener('message', listener)
    send('SEND_CRYPTO', { amount: '1' }, { eventVersion: 1 })
    send('WIDGET_CLOSE')
    window.removeEventListener('message', listener)
    expect(seen.map(({ origin, source, data }) => ({ origin, source, data }))).toEqual([
      {
        origin: 'https://widget.example',
        source: frame.contentWindow,
        data: {
          type: 'SEND_CRYPTO',
          payload: { amount: '1' },
          widgetInstanceId: 'w-1',
          eventVersion: 1,
        },
      },
      {
        origin: 'https://widget.example',
        source: frame.contentWindow,
        data: { type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: 'w-1' },
      },
    ])
  })

  it("records what the page posts to the widget's origin, and nothing posted elsewhere or to '*'", () => {
    const frame = iframe()
    const posted: unknown[] = []
    driveFrame(frame, posted)
    frame.contentWindow!.postMessage({ n: 1 }, 'https://widget.example')
    frame.contentWindow!.postMessage({ n: 2 }, '*')
    frame.contentWindow!.postMessage({ n: 3 }, 'https://evil.example')
    frame.contentWindow!.postMessage({ n: 4 }, 'https://widget.example')
    expect(posted).toEqual([{ n: 1 }, { n: 4 }])
  })
})
