import { defineRampKitWidget } from '@rampkit/element'

// Once, before the app renders: registers <rampkit-widget> (a no-op on a server).
defineRampKitWidget()
// then, as usual: bootstrapApplication(AppComponent)
