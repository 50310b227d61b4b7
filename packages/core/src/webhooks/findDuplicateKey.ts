import { scanJsonText } from './scanJsonText.js'

/**
 * The field path of the first key that appears twice in one object of `json`, or undefined.
 * `JSON.parse` keeps the last of two equal keys and other parsers the first, so a signed body
 * with a repeated key means different things to different readers: it is refused. Keys are
 * compared decoded (`"a"` and `"\u0061"` are the same key). `scanJsonText` finds it, in the same
 * pass as the shape limits; undefined too for text that is not JSON or is over a limit.
 */
export function findDuplicateKey(json: string): string | undefined {
  const problem = scanJsonText(json)
  return problem?.kind === 'duplicate-key' ? problem.field : undefined
}
