import { transformerTwoslash } from '@shikijs/vitepress-twoslash'

/**
 * Every ```ts and ```tsx block of a page is compiled (no `twoslash` marker needed), against the
 * workspace's built packages as a host installs them; an error fails the build with the page's
 * name. `vfsRoot` is the docs folder, so `@rampkit/*` resolve from its node_modules whatever the
 * working directory of the build is.
 */
export function createTwoslashTransformer(docsRoot: string) {
  return transformerTwoslash({
    explicitTrigger: false,
    langs: ['ts', 'tsx'],
    throws: true,
    twoslashOptions: {
      vfsRoot: docsRoot,
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
}
