import { expect, it } from 'vitest'
import * as csp from './csp.js'

// What `@rampkit/core/csp` exports at run time (its types are in tarballs/exports.snapshot.json).
it('@rampkit/core/csp exports', () => {
  expect(Object.keys(csp).sort()).toMatchInlineSnapshot(`
    [
      "CspError",
      "WIDGET_FRAME_PERMISSIONS",
      "isCspError",
      "mergeCsp",
      "parseCsp",
      "parseCspHeader",
      "serializeCsp",
      "widgetCsp",
    ]
  `)
})
