// The resources the sandbox answers are the SDK's own types: one declaration, in @rampkit/core.
import type { PublicAssetDetails as CorePublicAssetDetails } from '@rampkit/core'

export type { SaleAssetInfo, ServicePurchase, ServiceSale } from '@rampkit/core'

/** PublicAssetDetails as the sandbox sends it (legacy quote, ServicePurchase): `type` always set. */
export type PublicAssetDetails = CorePublicAssetDetails & { type: string }
