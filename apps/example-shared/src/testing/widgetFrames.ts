// jsdom gives iframes inside shadow roots no window of their own: these stand in for the widget.
// driveFrame is core's, the one the adapters' and core's own widget tests use too (a test-only
// module that is not published and imports nothing, so it is loaded by its source path).
export {
  driveFrame,
  type SendAsWidget,
} from '../../../../packages/core/src/widget/mount/testing/driveFrame.js'

/** The widget iframes on the page (each inside a shadow root). */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const frame = element.shadowRoot?.querySelector('iframe')
    return frame ? [frame] : []
  })
}
