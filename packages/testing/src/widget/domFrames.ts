// Where widget frames can be in a DOM: the document, open shadow roots at any depth.

/** The getter of `name` on `proto` or the first prototype below it that has one. */
export function findGetter(proto: object | null, name: string): (() => unknown) | undefined {
  for (let at = proto; at; at = Object.getPrototypeOf(at)) {
    const descriptor = Object.getOwnPropertyDescriptor(at, name)
    if (descriptor) return descriptor.get
  }
  return undefined
}

/** The open shadow roots at or below `root`, nested ones included. */
export function shadowRootsIn(root: Element): ShadowRoot[] {
  const found: ShadowRoot[] = []
  const scan = (at: Element | ShadowRoot) => {
    for (const child of at.querySelectorAll('*')) {
      if (child.shadowRoot) {
        found.push(child.shadowRoot)
        scan(child.shadowRoot)
      }
    }
  }
  if (root.shadowRoot) {
    found.push(root.shadowRoot)
    scan(root.shadowRoot)
  }
  scan(root)
  return found
}

/** The iframes in `node`: itself, its descendants, and those in open shadow roots below it. */
export function framesIn(node: Node): HTMLIFrameElement[] {
  if (node.nodeType !== 1) return []
  const element = node as Element
  const found: HTMLIFrameElement[] =
    element.localName === 'iframe' ? [element as HTMLIFrameElement] : []
  const scan = (root: Element | ShadowRoot) => {
    for (const child of root.querySelectorAll('*')) {
      if (child.localName === 'iframe') found.push(child as HTMLIFrameElement)
      if (child.shadowRoot) scan(child.shadowRoot)
    }
  }
  if (element.shadowRoot) scan(element.shadowRoot)
  scan(element)
  return found
}
