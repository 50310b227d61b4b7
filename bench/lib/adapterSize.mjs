// The size bench of a framework adapter (react-size, vue-size, svelte-size): the package itself
// in an app's bundle, its framework and @rampkit/core left external (an app has them anyway),
// by bundleSize's method. Every export (quotes, the widget, and purchase / sale status since they
// came) and the quotes and widget part, which keeps the cap it had before status came, so a
// regression there still shows.
import { budgetRow, reportRows } from './rows.mjs'

export const TARGET_GZIP = 2100
export const QUOTES_AND_WIDGET_TARGET_GZIP = 1500

/**
 * Measures `entry` (every export; `quotes` alone; `widget` alone; the two together), prints the
 * figures under `title` and reports the two budget rows for `packageName`.
 * @param {object} bench
 * @param {string} bench.packageName  `@rampkit/react`
 * @param {string} bench.title        the first line printed: what was run
 * @param {string} bench.entry        the package's built entry
 * @param {(contents: string) => Promise<{ min: number, gzip: number }>} bench.measure
 * @param {string[]} bench.quotes     the exports of the quote part
 * @param {string[]} bench.widget     the exports of the widget part
 */
export async function reportAdapterSize({ packageName, title, entry, measure, quotes, widget }) {
  const from = JSON.stringify(entry)
  const part = (names) => measure(`export { ${names.join(', ')} } from ${from}`)
  const whole = await measure(`export * from ${from}`)
  const quotesOnly = await part(quotes)
  const widgetOnly = await part(widget)
  const quotesAndWidget = await part([...quotes, ...widget])

  const line = (label, size, note = '') =>
    console.log(`  ${label.padEnd(48)} ${size.min} B min, ${size.gzip} B gzip${note}`)
  console.log(title)
  line(`${packageName}, every export:`, whole, ` (target ≤ ${TARGET_GZIP} B)`)
  line(`${quotes.join(' + ')} only:`, quotesOnly)
  line(`${widget.join(' + ')} only:`, widgetOnly)
  reportRows([
    budgetRow(`${packageName}, every export (own size)`, whole.gzip, TARGET_GZIP),
    budgetRow(
      `${packageName}, quotes and widget (own size)`,
      quotesAndWidget.gzip,
      QUOTES_AND_WIDGET_TARGET_GZIP,
    ),
  ])
}
