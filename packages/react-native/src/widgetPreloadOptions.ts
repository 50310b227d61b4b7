/** When `useWidgetPreload`'s control starts loading ahead. */
export interface WidgetPreloadOptions {
  /**
   * `'intent'` (the default): when the pointer rests on the control or focus reaches it.
   * `'idle'`: also as soon as the page is idle once the control is mounted.
   */
  when?: 'intent' | 'idle'
}
