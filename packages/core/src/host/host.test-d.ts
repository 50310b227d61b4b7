import { describe, expectTypeOf, it } from 'vitest'
import type { HostApiClient } from '../client/createHostApiClient.js'
import type { ServicePurchase } from '../types/transactions.js'
import type { WidgetEvent } from '../widget/mount/events.js'
import type { WidgetConfig } from '../widget/types.js'
import {
  appendWidgetEvent,
  createPurchaseTracker,
  createWidgetController,
  type MountedWidget,
  mountWidget,
  type WidgetHandlers,
} from './index.js'

declare const client: HostApiClient
declare const config: WidgetConfig

describe('host types', () => {
  it('the real client tracks purchases; the snapshot narrows by status', () => {
    const s = createPurchaseTracker(client, { id: 'p', secret: 's' }).getSnapshot()
    if (s.status === 'success') expectTypeOf(s.purchase).toEqualTypeOf<ServicePurchase>()
    if (s.status === 'error') expectTypeOf(s.error).toEqualTypeOf<Error>()
    if (s.status === 'loading') expectTypeOf(s.purchase).toEqualTypeOf<undefined>()
  })

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
      ((event: WidgetEvent) => void) | undefined
    >()
  })
})
