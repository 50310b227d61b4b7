import { WIDGET_VARIANTS } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { isOneOf } from '../validation/readers.js'
import { isElementLike, isEmbeddedVariant, variantKind } from '../variants.js'

/**
 * `variant` is one of the accepted values (default `auto`); `containerNode` is required with the
 * embedded ones. With another variant a node is unused (the official SDK drops it): a warning.
 * The launcher cannot mount the webview variants: there is no page around the widget.
 */
export function validateVariant(ctx: ValidationContext): void {
  const value = ctx.get('variant') ?? 'auto'
  if (isOneOf(ctx, 'variant', value, WIDGET_VARIANTS)) ctx.config.variant = ctx.variant = value
  const variant = ctx.variant
  if (variantKind(variant) === 'webview' && ctx.integration === 'launcher') {
    ctx.issue(
      'variant',
      `variant '${variant}' is for webviews, which load buildWidgetUrl(config) as their page; createWidget mounts the other variants.`,
    )
  }
  const node = ctx.get('containerNode')
  if (variant && !isEmbeddedVariant(variant)) {
    if (ctx.has('containerNode')) {
      delete ctx.config.containerNode
      ctx.note('containerNode', 'unusedContainer', variant)
    }
  } else if (!isElementLike(node)) {
    // With an invalid variant (already reported) a given node is still checked.
    if (ctx.has('containerNode')) ctx.expect('containerNode', 'a DOM element', node)
    else if (variant) {
      ctx.issue(
        'containerNode',
        `containerNode is required with variant '${variant}': the element to embed the widget in.`,
      )
    }
  }
}
