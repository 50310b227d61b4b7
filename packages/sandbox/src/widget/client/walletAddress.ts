// The wallet address field (part of the stand-in widget's browser module, bundled from
// ./main.ts): without `userAddress`, the host is asked for the selected asset's account with
// REQUEST_CRYPTO_ACCOUNT. What each step does to the field is in ./state/addressField.ts.
import { createAccountRequests } from './accountRequests.js'
import type { WidgetChannel } from './openChannel.js'
import type { PageElements } from './pageElements.js'
import type { StandInConfig } from './readWidgetConfig.js'
import { showAddressNote } from './render.js'
import {
  type AddressField,
  accountAnswered,
  accountAsked,
  accountNotNeeded,
} from './state/addressField.js'
import type { WidgetState } from './state/widgetState.js'

export interface WalletAddress {
  /** Asks the host for the account of the asset selected now (on-ramp only). */
  requestAccountFor(state: Pick<WidgetState, 'flow' | 'asset'>): void
}

export function connectWalletAddress(
  page: PageElements,
  channel: WidgetChannel,
  config: Pick<StandInConfig, 'userAddress' | 'hostAppName'>,
): WalletAddress {
  const hostName = config.hostAppName ?? 'The host app'
  const accounts = createAccountRequests((payload) =>
    channel.post('REQUEST_CRYPTO_ACCOUNT', payload),
  )
  const asksForAccount = config.userAddress === undefined && channel.connected
  let filledByHost: string | undefined

  // The field's value is read from the page each time: the user may have typed since.
  const update = (change: (field: AddressField) => AddressField) => {
    const before: AddressField = {
      value: page.address.value,
      filledByHost,
      note: page.addressNote.textContent ?? '',
    }
    const after = change(before)
    if (after.value !== before.value) page.address.value = after.value
    filledByHost = after.filledByHost
    if (after.note !== before.note) showAddressNote(page, after.note)
  }

  channel.listen((message) => {
    if (message.type !== 'REQUEST_CRYPTO_ACCOUNT_RESULT') return
    const outcome = accounts.answer(message.payload)
    update((field) => accountAnswered(field, outcome, hostName))
  })

  return {
    requestAccountFor({ flow, asset }) {
      if (!asksForAccount) return
      if (flow !== 'ONRAMP' || !asset) {
        accounts.forget()
        update(accountNotNeeded)
        return
      }
      if (accounts.ask(asset)) update((field) => accountAsked(field, hostName))
    },
  }
}
