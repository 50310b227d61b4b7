import { WidgetConfigError } from '@rampkit/core'
import { openRampInBrowser } from './openRampInBrowser'
import { CONFIG } from './testing/config'

const FINAL_URL = 'mywallet://ramp-done?order=7&note=a%26b'

describe('openRampInBrowser', () => {
  it('opens the hosted widget with the app’s opener, handing it finalUrl to come back on', async () => {
    // expo-web-browser's openAuthSessionAsync(url, redirectUrl) shape.
    const open = jest.fn(async (_url: string, _returnUrl: string | undefined) => ({
      type: 'success' as const,
      url: FINAL_URL,
    }))
    const result = await openRampInBrowser({ ...CONFIG, finalUrl: FINAL_URL }, { open })
    expect(result).toEqual({ type: 'success', url: FINAL_URL })
    const [url, returnUrl] = open.mock.calls[0]!
    expect(returnUrl).toBe(FINAL_URL)
    const query = Object.fromEntries(new URL(url).searchParams)
    expect(url.startsWith(`${CONFIG.url}?`)).toBe(true)
    expect(query).toMatchObject({ variant: 'hosted-mobile', finalUrl: FINAL_URL })
    expect(query).not.toHaveProperty('widgetInstanceId')
  })

  it('keeps a hosted variant the app chose (an overlay one becomes hosted-mobile), and opens without a return address when none is given', () => {
    const open = jest.fn()
    openRampInBrowser({ ...CONFIG, variant: 'hosted-desktop' }, { open })
    openRampInBrowser({ ...CONFIG, variant: 'desktop' }, { open })
    const variants = open.mock.calls.map(([url]) => new URL(url).searchParams.get('variant'))
    expect(variants).toEqual(['hosted-desktop', 'hosted-mobile'])
    expect(open.mock.calls[0][1]).toBeUndefined()
  })

  it('warns in development as RampWidgetView does, but not about the app’s own link as finalUrl', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const open = jest.fn()
    openRampInBrowser({ ...CONFIG, finalUrl: 'mywallet://ramp-done?from=browser' }, { open })
    expect(warn).not.toHaveBeenCalled()
    openRampInBrowser({ ...CONFIG, finalUrl: 'data:text/html,back' }, { open })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(
      /^\[rampkit\] finalUrl should be an absolute http\(s\) URL/,
    )
    warn.mockRestore()
  })

  it('refuses a configuration that breaks a rule, or no opener, before anything opens', () => {
    const open = jest.fn()
    expect(() => openRampInBrowser({ ...CONFIG, swapAmount: 'lots' }, { open })).toThrow(
      WidgetConfigError,
    )
    expect(() => openRampInBrowser(CONFIG, {} as never)).toThrow(/needs \{ open \}/)
    expect(open).not.toHaveBeenCalled()
  })
})
