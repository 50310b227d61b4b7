// Read by the Vite plugin and svelte-check: TypeScript in <script lang="ts"> is stripped
// natively (no preprocessor), and every component is compiled in runes mode.
export default {
  compilerOptions: { runes: true },
}
