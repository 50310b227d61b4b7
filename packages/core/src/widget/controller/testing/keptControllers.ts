import { endedAfterEachTest } from '../../mount/testing/harness.js'
import type { WidgetController } from '../createWidgetController.js'

/**
 * Registers, for the calling test file, that each controller handed to the returned `keep` is
 * reset after its test and the page emptied: no frame or listener outlives a test.
 */
export const keptControllers = () =>
  endedAfterEachTest(
    (controller: WidgetController) => controller.reset(),
    () => document.body.replaceChildren(),
  )
