// `import '@rampkit/element/define'`: registers <rampkit-widget> on import. The one module of the
// package with a side effect (package.json `sideEffects` names it), for apps that want that.
import { defineRampKitWidget } from './defineRampKitWidget.js'

export * from './index.js'

defineRampKitWidget()
