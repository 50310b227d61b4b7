import { describe, expect, it, vi } from 'vitest'
import { connectBackButton } from './backButton.js'
import type { HostMessage, WidgetChannel } from './openChannel.js'

function setUp(config: { closeable: boolean; hideExitButton: boolean }, dialogOpen = false) {
  let handler: (message: HostMessage) => void = () => {}
  const channel = {
    connected: true,
    post: vi.fn(),
    listen: (listener: (message: HostMessage) => void) => {
      handler = listener
      return () => {}
    },
  } satisfies WidgetChannel
  const closeDialog = { open: dialogOpen, close: vi.fn() } as unknown as HTMLDialogElement
  connectBackButton({ closeDialog }, channel, { ...config, variant: 'sdk-mobile' })
  return {
    channel,
    closeDialog,
    press: () => handler({ type: 'BACK_BUTTON_PRESSED', payload: null }),
  }
}

describe('connectBackButton', () => {
  it('leaves the widget on back when the user may close it', () => {
    const { channel, press } = setUp({ closeable: true, hideExitButton: false })
    press()
    expect(channel.post).toHaveBeenCalledWith('WIDGET_CLOSE', null)
  })

  it('closes an open close dialog first', () => {
    const { channel, closeDialog, press } = setUp({ closeable: true, hideExitButton: false }, true)
    press()
    expect(closeDialog.close).toHaveBeenCalled()
    expect(channel.post).not.toHaveBeenCalled()
  })

  it('stays when the user may not close it', () => {
    const { channel, press } = setUp({ closeable: false, hideExitButton: false })
    press()
    expect(channel.post).not.toHaveBeenCalled()
  })
})
