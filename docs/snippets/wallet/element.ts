import { defineRampKitWidget } from '@rampkit/element'
import { createWalletConnector } from '@rampkit/wallet/connect'
import { bindWallet } from '@rampkit/wallet/element'

defineRampKitWidget()
const element = document.querySelector('rampkit-widget')
const connector = createWalletConnector()
connector.subscribe(() => {
  if (element) void bindWallet(element, connector.getSnapshot().wallet, { assets })
})
