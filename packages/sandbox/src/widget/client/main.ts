// The stand-in widget's browser entry: the build bundles it (with what it imports from
// @rampkit/core) into dist/widget/widget.js, served at /widget/widget.js (see ../widgetScript.ts).
import { runWidget } from './runWidget.js'

runWidget(window).catch((error: unknown) => console.error('[rampkit widget]', error))
