// TypeScript in <script lang="ts"> is stripped natively (no preprocessor); runes mode everywhere.
export default {
  compilerOptions: { runes: true },
}
