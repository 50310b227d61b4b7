import { clientLib } from './client/lib.js'
import { runWidget } from './client/runWidget.js'

let script: string | undefined

/**
 * The stand-in widget's browser script, written out from the source of `runWidget` and its
 * helpers (compiled to JavaScript by the build, or by Vite under test), so the code that runs
 * in the browser is the code the unit tests import. Built once, on first request.
 */
export function widgetScript(): string {
  script ??= compose()
  return script
}

function compose(): string {
  const helpers = Object.entries(clientLib()).map(([name, fn]) => `  ${name}: ${fn.toString()}`)
  return [
    '// rampkit sandbox: stand-in widget (generated from src/widget/client)',
    `(${runWidget.toString()})(window, {\n${helpers.join(',\n')}\n}).catch((error) => console.error('[rampkit widget]', error));`,
    '',
  ].join('\n')
}
