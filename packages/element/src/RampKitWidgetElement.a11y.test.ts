// The overlay `<rampkit-widget open>` shows, for assistive technology, in both builds (run from
// core's source, NODE_ENV picks the build's branch): a named modal dialog, the page behind inert
// (the element's own section included) and restored, focus back on the button that opened it
// when the widget closes itself. Chromium's behaviour: e2e/src/element-variants-page.test.ts.
import { CONFIG, driveFrame, widgetFrames } from '@rampkit/adapter-testing/frames'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineRampKitWidget } from './defineRampKitWidget.js'
import type { RampKitWidgetElement } from './RampKitWidgetElement.js'

beforeAll(() => {
  defineRampKitWidget()
})
afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllEnvs()
})

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** A section with an overlay `<rampkit-widget>` and the button that opens it (focused). */
function page() {
  const section = document.createElement('section')
  const widget = document.createElement('rampkit-widget') as RampKitWidgetElement
  for (const [name, value] of Object.entries({
    'host-app-name': CONFIG.hostAppName,
    'host-logo-url': CONFIG.hostLogoUrl,
    'host-api-key': CONFIG.hostApiKey,
    url: CONFIG.url!,
    variant: 'desktop',
  }))
    widget.setAttribute(name, value)
  const open = document.createElement('button')
  open.textContent = 'Open'
  open.addEventListener('click', () => widget.show())
  section.append(widget, open)
  const aside = document.createElement('aside')
  aside.setAttribute('inert', '') // the host's own
  document.body.append(section, aside)
  open.focus()
  return { section, aside, widget, open }
}

describe.each(['development', 'production'])('<rampkit-widget> overlay (%s build)', (mode) => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', mode)
  })

  it('is a named modal dialog with the page behind inert; closed by the widget, the page and focus come back', async () => {
    const { section, aside, open } = page()
    open.click()
    await tick()
    const [frame] = widgetFrames()
    const host =
      frame!.getRootNode() instanceof ShadowRoot
        ? ((frame!.getRootNode() as ShadowRoot).host as HTMLElement)
        : undefined
    expect([host?.getAttribute('role'), host?.getAttribute('aria-modal')]).toEqual([
      'dialog',
      'true',
    ])
    expect(host?.getAttribute('aria-label')).toBe(`${CONFIG.hostAppName}: buy or sell crypto`)
    expect([section.hasAttribute('inert'), aside.hasAttribute('inert')]).toEqual([true, true])
    driveFrame(frame!)('WIDGET_CLOSE')
    await tick()
    expect(widgetFrames()).toEqual([])
    expect([section.hasAttribute('inert'), aside.hasAttribute('inert')]).toEqual([false, true])
    expect(document.activeElement).toBe(open)
  })
})
