// Building DOM nodes for the dashboard (part of its browser module, bundled from ./main.ts).

type Child = Node | string | null | undefined | false
type Attributes = Record<string, string | boolean | ((event: Event) => void) | undefined>

/** An element with attributes (`on…` ones become listeners; `true` sets a bare attribute). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else element.setAttribute(name, value === true ? '' : value)
  }
  for (const child of children) {
    if (child !== null && child !== undefined && child !== false) element.append(child)
  }
  return element
}

/** The element with this id; the page always has it (dashboardPage.ts). */
/** A button that does `onclick`, showing `text`, named `label` for assistive technology. */
export function actionButton(text: string, label: string, onclick: () => void): HTMLButtonElement {
  return h('button', { type: 'button', 'aria-label': label, onclick }, text)
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id)
  if (!element) throw new Error(`the dashboard page has no #${id}`)
  return element as T
}

/** A short local time for a timestamp. */
export function clock(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString([], { hour12: false })
}
