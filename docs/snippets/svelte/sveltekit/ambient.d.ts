// SvelteKit generates this module from the app's environment; the snippets check against its shape.
declare module '$env/dynamic/public' {
  export const env: Record<string, string | undefined>
}
