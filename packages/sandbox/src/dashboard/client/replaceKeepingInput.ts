// Re-rendering a list from pushed updates must not take away what the user was doing in it:
// a failure reason chosen but not yet sent, or the keyboard focus on a row's button. Controls
// are matched across renders by their aria-label, which names the record they act on.

/** Replaces `container`'s children, carrying over chosen `<select>` values and the focus. */
export function replaceKeepingInput(container: Element, children: Node[]): void {
  const chosen = new Map<string, string>()
  for (const select of container.querySelectorAll<HTMLSelectElement>('select[aria-label]')) {
    chosen.set(select.getAttribute('aria-label')!, select.value)
  }
  const active = container.ownerDocument.activeElement
  const focusedLabel =
    active && container.contains(active) ? active.getAttribute('aria-label') : null

  container.replaceChildren(...children)

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
