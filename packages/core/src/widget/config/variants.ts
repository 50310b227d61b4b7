// The one table of widget variants, and the readers every other module asks instead of comparing
// variant names (a test, variantNames.test.ts, fails on a comparison anywhere else).

/**
 * Where a variant shows the widget: an `overlay` over the host page (a modal dialog), `embedded`
 * in the host's `containerNode`, `hosted` in a window of its own, or `webview`: a mobile app's
 * WebView loads the widget URL as its page (the launcher cannot mount these).
 */
export type WidgetVariantKind = 'overlay' | 'embedded' | 'hosted' | 'webview'

/** The widget's layout. */
type Layout = 'desktop' | 'mobile'

/**
 * A row: what is decided for one variant, a column each. A tuple, not an object: the table ships
 * in every app's bundle (eleven rows), and the production launcher is held to a size budget.
 * Read it through the readers below, which name each column.
 */
type VariantRow = readonly [
  /** Where it shows the widget. */
  kind: WidgetVariantKind,
  /** The layout of a variant shown in a frame on the page (the overlays, the embedded ones). */
  size?: Layout | '',
  /**
   * Closing: the user may close it from the page by default (the overlays as shown): the widget
   * URL's `closeable` defaults to true, and Escape or a click beside the widget asks to close.
   * Compat's official dialog asks first on the desktop layout. Other variants close when the
   * host says so (embedded) or with their window (hosted).
   */
  closeable?: boolean,
  /** `false`: the official SDK 6.2 shows it as `desktop` (so does compat, with a warning). */
  official?: boolean,
  /**
   * `auto` and `hosted-auto`: the viewport picks the layout at `show()` (mount/overlay.ts), and
   * the variant shown is this prefix and the layout (`desktop`, `hosted-mobile`, …).
   */
  auto?: string,
  /** The iframe's size and box in a frame on the page (after its `display:block;…`). */
  frame?: string,
]

/**
 * Every `variant` the widget accepts, in this order (the order validation messages list them):
 * the nine of spec 2.11, then `hosted-desktop` and `hosted-auto`, which the official SDK 6.2
 * accepts too. An empty cell is the column's "no".
 *
 * Sizes: the desktop overlay centres the official 895 × 590 box on a white ground, the mobile one
 * fills the viewport; an embedded one fills its container, at least the widget's own minimum
 * size. A hosted window or a webview page lays itself out by its variant.
 */
// biome-ignore-start lint/suspicious/noSparseArray: an empty cell is the column's "no"
// biome-ignore format: one row per variant, one column per decision
export const WIDGET_VARIANT_TABLE = {
  // variant           kind        size       closeable official auto       frame
  auto:               ['overlay',  '',        ,         ,        ''],
  hosted:             ['hosted',   '',        ,         false],
  desktop:            ['overlay',  'desktop', true,     ,        ,          'background:#fff;width:895px;height:590px;max-width:100%;max-height:100%;border-radius:8px'],
  mobile:             ['overlay',  'mobile',  true,     ,        ,          'background:#fff'],
  'hosted-mobile':    ['hosted'],
  'webview-desktop':  ['webview',  '',        ,         false],
  'webview-mobile':   ['webview',  '',        ,         false],
  'embedded-mobile':  ['embedded', 'mobile',  ,         ,        ,          'min-height:667px;min-width:320px'],
  'embedded-desktop': ['embedded', 'desktop', ,         ,        ,          'min-height:590px'],
  'hosted-desktop':   ['hosted'],
  'hosted-auto':      ['hosted',   '',        ,         ,        'hosted-'],
} as const satisfies Record<string, VariantRow>
// biome-ignore-end lint/suspicious/noSparseArray: the table ends here

type Table = typeof WIDGET_VARIANT_TABLE

/** How the widget is shown (spec 2.11 `variant`). */
export type WidgetVariant = keyof Table

/** The variants of one kind. */
export type WidgetVariantOfKind<K extends WidgetVariantKind> = {
  [V in WidgetVariant]: Table[V][0] extends K ? V : never
}[WidgetVariant]

/** The variants shown in a frame on the page: the two overlays and the two embedded ones. */
export type FrameVariant = {
  [V in WidgetVariant]: Table[V] extends readonly [
    unknown,
    unknown,
    unknown,
    unknown,
    unknown,
    string,
  ]
    ? V
    : never
}[WidgetVariant]

/** The variants a viewport picks between: `auto` and `hosted-auto`. */
export type AutoVariant = {
  [V in WidgetVariant]: Table[V] extends readonly [unknown, unknown, unknown, unknown, string]
    ? V
    : never
}[WidgetVariant]

/** What `auto` and `hosted-auto` become at `show()`. */
export type AutoPickedVariant = { [V in AutoVariant]: `${Table[V][4]}${Layout}` }[AutoVariant]

/**
 * The row of a variant; undefined for a value that is not text. Text that is not a variant (a
 * key of Object.prototype included) has no kind, which every reader below reads as none.
 */
const row = (value: unknown): Partial<VariantRow> | undefined =>
  typeof value === 'string'
    ? (WIDGET_VARIANT_TABLE as Record<string, VariantRow>)[value]
    : undefined

/** Every variant, in the table's order. */
export const WIDGET_VARIANTS = /* @__PURE__ */ Object.keys(
  WIDGET_VARIANT_TABLE,
) as readonly WidgetVariant[]

const ofKind = <K extends WidgetVariantKind>(kind: K) =>
  WIDGET_VARIANTS.filter((v): v is WidgetVariantOfKind<K> => row(v)![0] === kind)

/** Variants that mount inside the host's `containerNode`. */
export const EMBEDDED_WIDGET_VARIANTS = /* @__PURE__ */ ofKind('embedded')

/** Variants that open the widget in a window of its own (the only ones that honour `finalUrl`). */
export const HOSTED_WIDGET_VARIANTS = /* @__PURE__ */ ofKind('hosted')

// The readers: arrow functions, lighter in a minified bundle than declarations.

/** Where the variant shows the widget; undefined for a value that is not a variant. */
export const variantKind = (value: unknown): WidgetVariantKind | undefined => row(value)?.[0]

/** Whether `value` is one of the widget's `variant` values. */
export const isWidgetVariant = (value: unknown): value is WidgetVariant => !!variantKind(value)

/** `auto`, `desktop`, `mobile`: an overlay over the host page (`auto` picks one at `show()`). */
export const isOverlay = (value: unknown): boolean => variantKind(value) === 'overlay'

/** `embedded-desktop` / `embedded-mobile`: mounted inside the host's `containerNode`. */
export const isEmbeddedVariant = (value: unknown): value is WidgetVariantOfKind<'embedded'> =>
  variantKind(value) === 'embedded'

/** `hosted`, `hosted-mobile`, `hosted-desktop`, `hosted-auto`: opened in a window of its own. */
export const isHostedVariant = (value: unknown): value is WidgetVariantOfKind<'hosted'> =>
  variantKind(value) === 'hosted'

/** Whether the SDK gives the variant the desktop layout (the desktop overlay, `embedded-desktop`). */
export const isDesktopLayout = (value: unknown): boolean => row(value)?.[1] === 'desktop'

/**
 * For `auto` and `hosted-auto`, the variant `layout` picks (`layout` is asked only for them); the
 * variant itself for the others.
 */
export const pickVariant = <V extends string>(
  variant: V,
  layout: () => Layout,
): Exclude<V, AutoVariant> | AutoPickedVariant => {
  const prefix = row(variant)?.[4]
  return (prefix === undefined ? variant : prefix + layout()) as Exclude<V, AutoVariant>
}

/** Whether the variant picks its layout by the viewport at `show()` (`auto`, `hosted-auto`). */
export const picksByViewport = (value: unknown): boolean => row(value)?.[4] !== undefined

/**
 * Whether the user may close the variant from the page by default (the desktop and mobile
 * overlays): the widget URL's `closeable` defaults to true, and Escape or a click beside the
 * widget asks to close.
 */
export const isDismissible = (value: unknown): boolean => !!row(value)?.[2]

/** Whether compat asks the user in the official SDK's dialog before closing (the desktop overlay). */
export const confirmsClose = (value: unknown): boolean =>
  isDismissible(value) && isDesktopLayout(value)

/** Whether the official SDK 6.2 shows the variant as asked (it shows any other value as `desktop`). */
export const isOfficialVariant = (value: unknown): boolean =>
  !!variantKind(value) && row(value)![3] !== false

/** The iframe's size and box for a variant shown in a frame on the page. */
export const frameStyle = (variant: FrameVariant): string => WIDGET_VARIANT_TABLE[variant][5]

/**
 * Whether a value is a DOM element. Duck-typed (`nodeType === 1` with `appendChild`) rather
 * than `instanceof HTMLElement`, so elements from iframes, jsdom or another realm pass and
 * nothing touches `HTMLElement` on the server.
 */
export function isElementLike(value: unknown): value is HTMLElement {
  try {
    if (typeof value !== 'object' || value === null) return false
    const node = value as { nodeType?: unknown; appendChild?: unknown }
    return node.nodeType === 1 && typeof node.appendChild === 'function'
  } catch {
    return false
  }
}
