import { join } from 'node:path'
import { transformerTwoslash } from '@shikijs/vitepress-twoslash'

/**
 * `@rampkit/wallet` and its optional peers (viem, `@wagmi/core`) as the wallet guide imports
 * them: the docs package does not depend on them (that would change the lockfile), so they
 * resolve where the workspace installed them, the wallet package's own build and dependencies.
 */
function walletPaths(docsRoot: string): Record<string, string[]> {
  const wallet = join(docsRoot, '../packages/wallet')
  const paths: Record<string, string[]> = {
    '@rampkit/wallet': [wallet],
    '@rampkit/wallet/*': [join(wallet, 'dist/*')],
  }
  for (const peer of ['viem', '@wagmi/core']) {
    paths[peer] = [join(wallet, 'node_modules', peer)]
    paths[`${peer}/*`] = [join(wallet, 'node_modules', peer, '*')]
  }
  return paths
}

/** The languages whose blocks are compiled. */
export const CHECKED_LANGUAGES = ['ts', 'tsx']

/**
 * Every ```ts and ```tsx block of a page is compiled (no `twoslash` marker needed), against the
 * workspace's built packages as a host installs them; an error fails the build with the page's
 * name. `vfsRoot` is the docs folder, so `@rampkit/*` resolve from its node_modules whatever the
 * working directory of the build is.
 */
export function createTwoslashTransformer(
  docsRoot: string,
): ReturnType<typeof transformerTwoslash> {
  const twoslash = transformerTwoslash({
    explicitTrigger: false,
    langs: CHECKED_LANGUAGES,
    throws: true,
    twoslashOptions: {
      // Without a trailing slash: with one, twoslash reports no diagnostics at all.
      vfsRoot: docsRoot.replace(/[\\/]+$/, ''),
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        module: 99, // ESNext
        moduleResolution: 100, // Bundler
        target: 9, // ES2022
        jsx: 4, // react-jsx
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: ['node'],
        skipLibCheck: true,
        paths: walletPaths(docsRoot),
      },
    },
  })
  return {
    ...twoslash,
    // Without the explicit trigger, the plugin takes VitePress's `v-pre` off every block, so
    // `{{ }}` in a Svelte or HTML block would reach Vue's compiler: only checked blocks lose it.
    // Snippet files (`<<< @/snippets/x.ts{ts no-twoslash}`) are checked by their own checker.
    preprocess(code, options) {
      if (!CHECKED_LANGUAGES.includes(options.lang)) return undefined
      if (options.meta?.__raw?.includes('no-twoslash')) return undefined
      return twoslash.preprocess?.call(this, code, options)
    },
  }
}
