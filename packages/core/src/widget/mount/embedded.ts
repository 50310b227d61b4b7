import { mountFrame, type WidgetFrame } from './frame.js'

/**
 * `embedded-desktop` / `embedded-mobile`: the widget fills `container` (at least the widget's
 * own minimum size), in the page's flow; no scroll lock, no focus trap, Escape is left alone.
 */
export function mountEmbedded(
  container: HTMLElement,
  url: string,
  variant: 'embedded-desktop' | 'embedded-mobile',
  label: string,
  credentialless = false,
): WidgetFrame {
  return mountFrame(
    container,
    url,
    label,
    { style: 'display:block;width:100%;height:100%' },
    variant === 'embedded-desktop' ? 'min-height:590px' : 'min-height:667px;min-width:320px',
    credentialless,
  )
}
