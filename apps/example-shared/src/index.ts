// What the example apps share beside their template pages: the config, the extras' logic (the event log's entries, the webhook
// receiver's list, the sale status read from it, the embedded panel's widget) and the formats
// they show.
export { type AppConfig, readAppConfig } from './config.js'
export { formatCrypto, formatFiat, formatTime } from './format.js'
export type { LoggedEvent } from './loggedEvent.js'
export { saleStatusFromReceiver } from './saleStatusSource.js'
export { type ReceivedWebhook, readWebhookLog, type WebhookLogState } from './webhookLog.js'
export { embeddedWidgetConfig } from './widgetConfigs.js'
