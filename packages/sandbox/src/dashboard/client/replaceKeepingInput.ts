// Re-rendering a list from pushed updates must not take away what the user was doing in it:
// a failure reason chosen but not yet sent, the keyboard focus on a row's button, or a click
// under way. A row drawn as before stays the very node it was; in a row that changed, controls
// are matched across renders by their aria-label, which names the record they act on.

/**
 * Puts `children` in `container` in that order. A child drawn exactly like a current one
 * (same markup) is left in place instead: a press on its button that an update interrupts
 * still ends in a click (a replaced or moved node loses it, the browser's rule), and its focus
 * and chosen values stay as they are. Replaced rows get the chosen `<select>` values and the
 * focus carried over.
 */
export function replaceKeepingInput(container: Element, children: Node[]): void {
  const chosen = new Map<string, string>()
  for (const select of container.querySelectorAll<HTMLSelectElement>('select[aria-label]')) {
    chosen.set(select.getAttribute('aria-label')!, select.value)
  }
  const active = container.ownerDocument.activeElement
  const focusedLabel =
    active && container.contains(active) ? active.getAttribute('aria-label') : null

  placeKeepingUnchanged(container, children)

  for (const select of container.querySelectorAll<HTMLSelectElement>('select[aria-label]')) {
    const value = chosen.get(select.getAttribute('aria-label')!)
    // Only a value the new state still offers; otherwise the first option stands.
    if (value !== undefined && [...select.options].some((option) => option.value === value)) {
      select.value = value
    }
  }
  if (focusedLabel !== null) {
    for (const element of container.querySelectorAll<HTMLElement>('[aria-label]')) {
      if (element.getAttribute('aria-label') === focusedLabel) {
        element.focus()
        break
      }
    }
  }
}

/**
 * Makes `children` the container's children, reusing a current child whose markup equals a new
 * one's. Reused children keep their relative order, so none of them moves: the new ones are
 * inserted around them and the current ones left out are removed.
 */
function placeKeepingUnchanged(container: Element, children: Node[]): void {
  const current = [...container.children]
  const byMarkup = new Map<string, number[]>()
  current.forEach((child, index) => {
    const same = byMarkup.get(child.outerHTML)
    if (same) same.push(index)
    else byMarkup.set(child.outerHTML, [index])
  })
  let lastReused = -1
  const wanted = children.map((child) => {
    if (!(child instanceof Element)) return child
    const indexes = byMarkup.get(child.outerHTML) ?? []
    // Only one after the last reused: reusing one before it would move it.
    while (indexes.length > 0 && indexes[0]! <= lastReused) indexes.shift()
    const index = indexes.shift()
    if (index === undefined) return child
    lastReused = index
    return current[index]!
  })
  const kept = new Set(wanted)
  for (const child of [...container.childNodes]) if (!kept.has(child)) child.remove()
  let next = container.firstChild
  for (const child of wanted) {
    if (child === next) next = next.nextSibling
    else container.insertBefore(child, next)
  }
}
