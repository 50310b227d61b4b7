import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BuiltApp, ensureBuilt } from './buildExampleApp.js'
import type { ServedApp } from './exampleAppInChromium.js'
import { serveBuilt } from './serveStatic.js'

const APP = fileURLToPath(new URL('../../../apps/expo-example/', import.meta.url))

/** Where the app's web build finds the host API, the widget and the webhook receiver. */
export interface ExpoWebEnv {
  apiUrl: string
  widgetUrl: string
  webhookUrl: string
  /** The sandbox's local EVM chain: the page offers the sandbox wallet of it. Blank: none. */
  localChainUrl?: string
}

/**
 * The Expo example's web build (`expo export --platform web`, in a child process so the
 * EXPO_PUBLIC_* variables are its own) against `env`, into a scratch folder, after making
 * sure @rampkit/react-native and @rampkit/wallet (the page's wallet) are built. The app keys
 * Metro's cache by those variables, so a new sandbox or chain port transforms afresh (~30-40 s
 * on 2 cores) without clearing anyone's cache.
 */
function buildExpoWeb(env: ExpoWebEnv): BuiltApp {
  ensureBuilt('@rampkit/react-native')
  ensureBuilt('@rampkit/wallet')
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-expo-example-'))
  const run = spawnSync(
    'pnpm',
    ['exec', 'expo', 'export', '--platform', 'web', '--output-dir', dir],
    {
      cwd: APP,
      env: {
        ...process.env,
        CI: '1',
        EXPO_PUBLIC_RAMPKIT_API_URL: env.apiUrl,
        EXPO_PUBLIC_RAMPKIT_WIDGET_URL: env.widgetUrl,
        EXPO_PUBLIC_RAMPKIT_WEBHOOK_URL: env.webhookUrl,
        // A production build (expo export): the sandbox wallet only when a chain is given.
        EXPO_PUBLIC_RAMPKIT_LOCAL_CHAIN_URL: env.localChainUrl ?? '',
      },
      encoding: 'utf8',
    },
  )
  if (run.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`expo export of expo-example failed:\n${run.stdout}\n${run.stderr}`)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The Expo example's web build against `env`, served statically on a free port. */
export async function serveExpoWeb(env: ExpoWebEnv): Promise<ServedApp> {
  const built = buildExpoWeb(env)
  return serveBuilt(built)
}
