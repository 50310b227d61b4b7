import { describe, expectTypeOf, it } from 'vitest'
import type { WidgetInstance } from './createWidget.js'
import { createEmbeddedWidget, createHostedWidget, createOverlayWidget } from './oneVariant.js'

declare const containerNode: HTMLElement
const base = { hostAppName: 'a', hostLogoUrl: 'https://x/y', hostApiKey: 'k' }

describe('one-variant launcher types', () => {
  it('give the elements of their kind: a frame on the page, or a window', () => {
    const overlay = createOverlayWidget(base)
    expectTypeOf(overlay).toEqualTypeOf<WidgetInstance<'frame'>>()
    expectTypeOf(overlay.elements()).toEqualTypeOf<
      { host: HTMLElement; iframe: HTMLIFrameElement } | undefined
    >()
    const hosted = createHostedWidget({ ...base, variant: 'hosted-auto' })
    expectTypeOf(hosted.elements()).toEqualTypeOf<{ window: Window } | undefined>()
    // Each is a WidgetInstance wherever one is taken (preloadWidget, the controller).
    expectTypeOf(hosted).toExtend<WidgetInstance>()
  })

  it('take the variants of their kind only', () => {
    createOverlayWidget({ ...base, variant: 'mobile' })
    // @ts-expect-error a hosted variant
    createOverlayWidget({ ...base, variant: 'hosted' })
    // @ts-expect-error an overlay variant
    createHostedWidget({ ...base, variant: 'desktop' })
    // @ts-expect-error the hosted launcher needs its variant named
    createHostedWidget(base)
    createEmbeddedWidget({ ...base, variant: 'embedded-mobile', containerNode })
    // @ts-expect-error an embedded widget needs its container
    createEmbeddedWidget({ ...base, variant: 'embedded-mobile' })
  })

  it('take no stacking order where there is no overlay', () => {
    createOverlayWidget(base, { zIndex: 5, loadTimeoutMs: 1000, closeRequests: 'host' })
    // @ts-expect-error no overlay to stack
    createHostedWidget({ ...base, variant: 'hosted' }, { zIndex: 5 })
  })
})
