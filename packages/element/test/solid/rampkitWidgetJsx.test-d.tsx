// What docs/snippets/solid/rampkitWidgetJsx.ts (the declaration the docs and README give) lets
// through and what it stops, checked by the package's `typecheck` (tsc -p test/solid): a wrong
// binding is a type error, not a silent no-op.
import type { WidgetEventOf } from '@rampkit/core'

export const bindings = (
  <rampkit-widget
    host-api-key="key"
    variant="embedded-mobile"
    url="http://127.0.0.1:8787/widget/"
    closeable={false}
    open
    prop:fiatValue="50"
    prop:enabledFlows={['ONRAMP', 'OFFRAMP']}
    prop:onSendCrypto={null}
    on:rampkit-purchase-created={(event) => {
      const created: WidgetEventOf<'PURCHASE_CREATED'> = event.detail
      event.currentTarget.show()
      return created
    }}
    on:rampkit-error={{ handleEvent: (event) => event.detail.issues, once: true }}
  />
)

// @ts-expect-error: no such property
export const unknownProperty = <rampkit-widget prop:fiatCurency="EUR" />
// @ts-expect-error: the currency is a string
export const wrongPropertyType = <rampkit-widget prop:fiatCurrency={978} />
// @ts-expect-error: functions are properties, not attributes
export const callbackAsAttribute = <rampkit-widget onRequestCryptoAccount={() => undefined} />
export const wrongEventDetail = (
  <rampkit-widget
    // @ts-expect-error: a purchase event carries a purchase, not a sale
    on:rampkit-purchase-created={(event) => event.detail.payload.sale}
  />
)
// @ts-expect-error: one-word attributes are checked too
export const unknownAttribute = <rampkit-widget varient="auto" />
