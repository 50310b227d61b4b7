/**
 * `target.addEventListener(type, handler, capture?)`; returns the matching remover (the very
 * same arguments), so add and remove stay paired.
 */
export function listen<E extends Event>(
  target: EventTarget,
  ...args: [type: string, handler: (event: E) => unknown, capture?: boolean]
): () => void {
  const pair = args as unknown as [string, EventListener, boolean?]
  target.addEventListener(...pair)
  return () => target.removeEventListener(...pair)
}
