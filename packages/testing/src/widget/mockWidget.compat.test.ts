// mockWidget under the drop-in: a host that switched from the official SDK by one import tests
// its own code the same way, and compat's own handling (raw events, the official confirm
// dialog) runs for real.
import { RampInstantSDK } from '@rampkit/core/compat'
import { afterEach, describe, expect, it } from 'vitest'
import { type MockWidgetHandle, mockWidget } from './mockWidget.js'

const CONFIG = {
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'demo-host-api-key',
  url: 'https://widget.example/app/',
  swapAsset: 'ETH_ETH',
}

let handle: MockWidgetHandle | undefined
const made: RampInstantSDK[] = []
afterEach(() => {
  for (const sdk of made.splice(0)) sdk.close()
  handle?.restore()
  handle = undefined
  document.body.replaceChildren()
})

function showCompat(appVersion?: string) {
  handle = mockWidget(appVersion ? { appVersion } : {})
  const sdk = new RampInstantSDK(CONFIG)
  made.push(sdk)
  const events: { type: string; internal?: boolean }[] = []
  sdk.on('*', (event) => events.push(event as { type: string; internal?: boolean }))
  sdk.show()
  return { sdk, events, types: () => events.map((event) => event.type), handle }
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('mockWidget with @rampkit/core/compat', () => {
  it('records the official default variant and loads: APP_VERSION then WIDGET_CONFIG_DONE, as raw messages', async () => {
    const { types, handle, events } = showCompat()
    expect(handle.shown()?.variant).toBe('desktop')
    await flush()
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    expect(events[0]).toMatchObject({ widgetInstanceId: handle.shown()?.instanceId })
  })

  it("a PURCHASE_CREATED emitted reaches on() listeners as the widget's message", async () => {
    const { types, handle, events } = showCompat()
    await handle.emit('PURCHASE_CREATED')
    expect(types().at(-1)).toBe('PURCHASE_CREATED')
    expect(events.at(-1)).toMatchObject({ payload: { purchaseViewToken: expect.any(String) } })
  })

  it("the widget's WIDGET_CLOSE_REQUEST opens compat's confirm dialog; Exit closes", async () => {
    const { sdk, types, handle } = showCompat('1.0')
    await flush()
    await handle.emit('WIDGET_CLOSE_REQUEST')
    const exit = sdk.domNodes?.shadow.querySelector<HTMLButtonElement>('.close-modal__button--exit')
    expect(exit).not.toBeNull()
    exit!.click()
    expect(types().slice(-2)).toEqual(['WIDGET_CLOSE_REQUEST_CONFIRMED', 'WIDGET_CLOSE'])
    expect(sdk.domNodes?.shadowHost.isConnected).toBe(false)
  })
})
