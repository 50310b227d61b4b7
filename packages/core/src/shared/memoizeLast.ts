/**
 * `compute` remembered for its last arguments (compared by identity): a view of a store's
 * snapshot stays the same object until the snapshot changes, as `useSyncExternalStore` needs.
 */
export function memoizeLast<A extends unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | undefined
  return (...args) => {
    if (last && args.length === last.args.length && args.every((arg, i) => arg === last?.args[i])) {
      return last.result
    }
    last = { args, result: compute(...args) }
    return last.result
  }
}
