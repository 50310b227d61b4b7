// Read by svelte-package, svelte-check and the Vite plugin: TypeScript in <script lang="ts"> is
// stripped natively (no preprocessor), and every file is compiled in runes mode.
export default {
  compilerOptions: { runes: true },
}
