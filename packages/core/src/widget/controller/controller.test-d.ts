import { describe, expectTypeOf, it } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import type { WidgetEvent, WidgetMessage } from '../mount/events.js'
import { appendWidgetEvent } from './appendWidgetEvent.js'
import { createWidgetController } from './createWidgetController.js'
import { type MountedWidget, mountWidget } from './mountWidget.js'
import type { WidgetHandlers } from './widgetHandlers.js'

declare const config: WidgetConfig

describe('widget controller types', () => {
  it('controller snapshots and logs hold widget events', () => {
    expectTypeOf(createWidgetController(config).getSnapshot().events).toEqualTypeOf<
      readonly WidgetEvent[]
    >()
    expectTypeOf(
      appendWidgetEvent<WidgetEvent>([], { type: 'WIDGET_CLOSE', payload: null }),
    ).toEqualTypeOf<readonly WidgetEvent[]>()
  })

  it('an embedded config has no containerNode', () => {
    expectTypeOf(mountWidget).returns.toEqualTypeOf<MountedWidget>()
    // @ts-expect-error the container is mountWidget's first argument
    mountWidget(document.body, { ...config, containerNode: document.body })
  })

  it('handlers can be handed over to a mounted widget and a controller', () => {
    expectTypeOf(createWidgetController(config).setHandlers)
      .parameter(0)
      .toEqualTypeOf<WidgetHandlers>()
    expectTypeOf<MountedWidget['setHandlers']>().parameter(0).toEqualTypeOf<WidgetHandlers>()
    expectTypeOf<WidgetHandlers['onEvent']>().toEqualTypeOf<
      ((event: WidgetEvent, message?: WidgetMessage) => void) | undefined
    >()
    // A handler written for the event alone still fits.
    expectTypeOf<(event: WidgetEvent) => void>().toExtend<NonNullable<WidgetHandlers['onEvent']>>()
  })
})
