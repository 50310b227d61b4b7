// How a bench script hands its figures to `pnpm bench` (bench/report.mjs), which runs every
// script and prints them all in one table. Run alone, a script prints its own rows.

/**
 * One line of the table.
 * @typedef {object} BenchRow
 * @property {string} measure   what was measured (`createWidget, production entry`)
 * @property {string} figure    rampkit's figure (`4,100 B`)
 * @property {string} [peers]   the peers' figures measured in the same run
 * @property {string} [target]  the target (`≤ 0.50× ramp-instant-sdk (4,197 B)`)
 * @property {boolean} [holds]  whether the target holds; no target, no verdict
 * @property {string} [ceiling] where the target is not met yet: the figure `pnpm test` holds
 *   it to instead (today's, with a little room), so that it cannot grow unnoticed
 * @property {boolean} [withinCeiling] whether the figure is within that ceiling
 */

/** The line prefix bench/report.mjs looks for in a script's output. */
export const ROWS_PREFIX = 'BENCH_ROWS '

/** `8395` → `8,395 B`. */
export const bytes = (n) => `${n.toLocaleString('en-US')} B`

/** A size row against a byte budget (`≤ budget`). */
export function budgetRow(measure, gzip, budget, peers) {
  return {
    measure,
    figure: bytes(gzip),
    peers,
    target: `≤ ${bytes(budget)}`,
    holds: gzip <= budget,
  }
}

/**
 * Hands `rows` over: with `--rows` (bench/report.mjs runs the script so) one line
 * `BENCH_ROWS [...]`, otherwise a short table. A row whose target fails fails the run.
 */
export function reportRows(rows) {
  if (process.argv.includes('--rows')) console.log(`${ROWS_PREFIX}${JSON.stringify(rows)}`)
  else console.log(formatTable(rows))
  if (rows.some((row) => row.holds === false)) process.exitCode = 1
}

/**
 * Whether `row` passes as a size budget of `pnpm test`: its ceiling where it has one, else its
 * target.
 */
export const withinBudget = (row) =>
  row.withinCeiling !== undefined ? row.withinCeiling : row.holds !== false

/** The rows as a Markdown table (README's figures are copied from it). */
export function formatTable(rows) {
  const header = ['Measure', 'rampkit', 'Peers, same run', 'Target', 'Holds']
  const cells = rows.map((row) => [
    row.measure,
    row.figure,
    row.peers ?? '—',
    row.ceiling ? `${row.target}; CI ceiling ${row.ceiling}` : (row.target ?? '—'),
    row.holds === undefined ? '—' : row.holds ? 'yes' : '**NO**',
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)))
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}
