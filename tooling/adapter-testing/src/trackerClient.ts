// Test double for the purchase and sale trackers: getPurchase and getSale answer in order from
// a script (the last answer repeats; an Error rejects), and every call is recorded.
import type { RampKitClient, ServicePurchase, ServiceSale } from '@rampkit/core'
import {
  PURCHASE as WIDGET_PURCHASE,
  SALE as WIDGET_SALE,
} from '../../../packages/core/src/widget/mount/testing/payloads.js'

// The widget's purchase and sale (core's test data, loaded by its source path), as the trackers
// read them from the host API.
export const PURCHASE = WIDGET_PURCHASE as ServicePurchase
export const SALE: ServiceSale = WIDGET_SALE

export const withStatus = (status: string): ServicePurchase => ({ ...PURCHASE, status })

export function trackerClient(
  purchases: (ServicePurchase | Error)[] = [PURCHASE],
  sales: (ServiceSale | Error)[] = [SALE],
) {
  const calls: { method: 'getPurchase' | 'getSale'; id: string; secret: string }[] = []
  const answer = <T>(list: (T | Error)[], count: number): Promise<T> => {
    const next = list[Math.min(count, list.length) - 1]!
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
  }
  const count = (method: 'getPurchase' | 'getSale') =>
    calls.filter((call) => call.method === method).length
  const client = {
    legacy: {
      getPurchase: (id: string, secret: string) => {
        calls.push({ method: 'getPurchase', id, secret })
        return answer(purchases, count('getPurchase'))
      },
    },
    v3: {
      getSale: (id: string, secret: string) => {
        calls.push({ method: 'getSale', id, secret })
        return answer(sales, count('getSale'))
      },
    },
  } as unknown as RampKitClient
  return { client, calls }
}
