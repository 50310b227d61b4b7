import { EMBEDDED_WIDGET_VARIANTS, WIDGET_VARIANTS } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { oneOf } from '../validation/readers.js'
import { suggest } from '../validation/suggest.js'
import { isElementLike, isEmbeddedVariant, isWidgetVariant } from '../variants.js'

/** `variant` is one of the nine values (default `auto`); `containerNode` goes with embedded ones only. */
export function validateVariant(ctx: ValidationContext): void {
  if (!ctx.has('variant')) {
    ctx.variant = 'auto'
  } else {
    const value = ctx.get('variant')
    if (isWidgetVariant(value)) {
      ctx.variant = value
    } else {
      const closest = typeof value === 'string' ? suggest(value, WIDGET_VARIANTS) : undefined
      ctx.issue(
        'variant',
        `variant must be one of ${oneOf(WIDGET_VARIANTS)}, got ${ctx.describe('variant', value)}.${closest ? ` Did you mean '${closest}'?` : ''}`,
      )
    }
  }
  if (ctx.variant) ctx.config.variant = ctx.variant
  validateContainerNode(ctx)
}

function validateContainerNode(ctx: ValidationContext): void {
  const variant = ctx.variant
  const given = ctx.has('containerNode')
  const node = ctx.get('containerNode')
  if (variant === undefined) {
    // The variant is already reported; still say when the node itself is no element.
    if (given && !isElementLike(node)) reportNotElement(ctx, node)
    else if (given) ctx.config.containerNode = node as HTMLElement
    return
  }
  if (!isEmbeddedVariant(variant)) {
    if (given) {
      ctx.issue(
        'containerNode',
        `containerNode is only used by the embedded variants (${oneOf(EMBEDDED_WIDGET_VARIANTS)}), but variant is '${variant}'. Remove containerNode or choose an embedded variant.`,
      )
    }
    return
  }
  if (!given) {
    ctx.issue(
      'containerNode',
      `containerNode is required with variant '${variant}': pass the DOM element the widget should be embedded in.`,
    )
  } else if (!isElementLike(node)) {
    reportNotElement(ctx, node)
  } else {
    ctx.config.containerNode = node
  }
}

function reportNotElement(ctx: ValidationContext, node: unknown): void {
  ctx.issue(
    'containerNode',
    `containerNode must be a DOM element (such as document.getElementById('ramp')), got ${ctx.describe('containerNode', node)}.`,
  )
}
