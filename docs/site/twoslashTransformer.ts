import { type TwoslashTypesCache, transformerTwoslash } from '@shikijs/vitepress-twoslash'

/** The languages whose blocks are compiled. */
export const CHECKED_LANGUAGES = ['ts', 'tsx']

/**
 * Modules a page's block may not import: `@rampkit/wallet` and its optional peers, whose
 * declarations (viem's, wagmi's) took a twoslash compile seconds to load, again for each block
 * (the wallet guide's 14 blocks were most of the site's build). Their examples are files of
 * `snippets/wallet/`, checked together in one program by `check:snippets`.
 */
const SNIPPET_ONLY_MODULES =
  /^\s*import\b[^'"]*['"](@rampkit\/wallet|viem|@wagmi\/core)(?:\/[^'"]*)?['"]/m

/** The in-memory cache of twoslash results: how many blocks it holds (compiled once each). */
export type MemoryTypesCache = TwoslashTypesCache & { readonly size: number }

/**
 * A build renders each page three times (the client bundle, the server bundle, the offline
 * search index), and twoslash compiled every block each time: a block's result is kept by its
 * language and code for the life of the process, as JSON so that each render gets its own copy.
 * Failed compiles are not kept (they throw each time). In `vitepress dev`, a package's types
 * changed under a running server show in a block once its code changes or the server restarts.
 */
export function memoryTypesCache(): MemoryTypesCache {
  const results = new Map<string, string>()
  // The plugin calls the cache twice per block, once without the language (its own wrapper):
  // that call is passed over, so a ts and a tsx block of the same code never share a result.
  const key = (code: string, lang: string | undefined) =>
    lang === undefined ? undefined : `${lang}\n${code}`
  return {
    get size() {
      return results.size
    },
    read(code: string, lang?: string) {
      const found = results.get(key(code, lang) ?? '')
      return found === undefined ? null : JSON.parse(found)
    },
    write(code: string, data: unknown, lang?: string) {
      const at = key(code, lang)
      if (at !== undefined) results.set(at, JSON.stringify(data))
    },
  }
}

/**
 * Every ```ts and ```tsx block of a page is compiled (no `twoslash` marker needed), against the
 * workspace's built packages as a host installs them; an error fails the build with the page's
 * name. `vfsRoot` is the docs folder, so `@rampkit/*` resolve from its node_modules whatever the
 * working directory of the build is.
 */
export function createTwoslashTransformer(
  docsRoot: string,
  typesCache: TwoslashTypesCache = memoryTypesCache(),
): ReturnType<typeof transformerTwoslash> {
  const twoslash = transformerTwoslash({
    explicitTrigger: false,
    langs: CHECKED_LANGUAGES,
    throws: true,
    typesCache,
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
      const snippetOnly = SNIPPET_ONLY_MODULES.exec(code)?.[1]
      if (snippetOnly) {
        throw new Error(
          `A ${options.lang} block imports ${snippetOnly}: write it as a file of docs/snippets/wallet/ (checked in one program by check:snippets) and include it with <<< @/snippets/wallet/<file>{${options.lang} no-twoslash}`,
        )
      }
      return twoslash.preprocess?.call(this, code, options)
    },
  }
}
