import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

/** A path inside create-rampkit's templates. */
const template = (path: string) =>
  fileURLToPath(new URL(`../../packages/create-rampkit/templates/${path}`, import.meta.url))

const config: NextConfig = {
  // The shared example code and the React example's components are TypeScript sources.
  transpilePackages: ['@rampkit/example-shared', '@rampkit/react-example'],
  // The page is create-rampkit's Next template (packages/create-rampkit/templates/next/app),
  // compiled from where it lives, outside this app: its own imports resolve from the template's
  // node_modules, the same real paths as this app's (one React).
  experimental: { externalDir: true },
  // The workspace root, where pnpm's store and the other apps live.
  outputFileTracingRoot: fileURLToPath(new URL('../..', import.meta.url)),
  poweredByHeader: false,
  // `pnpm typecheck` (tsc) checks the app; the build does not check it a second time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Built with webpack (`next build --webpack`): the workspace's TypeScript imports its own
  // files as `./name.js`, which Turbopack cannot map to `name.ts` yet (vercel/next.js#82945).
  webpack(webpackConfig: {
    resolve: { extensionAlias?: Record<string, string[]>; alias?: Record<string, string> }
  }) {
    webpackConfig.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] }
    // What create-rampkit does when it makes a Next app, done here by resolving: the layout's
    // `../styles.css` is _shared's, and the page (the React template's, app/App.tsx in the app)
    // reads the Next template's `./config` (the server's addresses, not Vite's env).
    webpackConfig.resolve.alias = {
      ...webpackConfig.resolve.alias,
      [template('next/styles.css')]: template('_shared/styles.css'),
      [template('react/src/config')]: template('next/app/config.ts'),
    }
    return webpackConfig
  },
}

export default config
