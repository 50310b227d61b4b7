import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StartedSandbox } from '@rampkit/sandbox'
import { type BuiltApp, ensureBuilt } from './buildExampleApp.js'
import { type ServedApp, UNREACHABLE_WEBHOOK_URL } from './exampleAppInChromium.js'
import { serveStatic } from './serveStatic.js'

const APP = fileURLToPath(new URL('../../../apps/expo-example/', import.meta.url))

/**
 * The Expo example's web build (`expo export --platform web`, in a child process so the
 * EXPO_PUBLIC_* variables are its own) against `sandbox`, into a scratch folder, after making
 * sure @rampkit/react-native is built. The app keys Metro's cache by those variables, so a new
 * sandbox port transforms afresh (~30-40 s on 2 cores) without clearing anyone's cache.
 */
function buildExpoWeb(sandbox: StartedSandbox): BuiltApp {
  ensureBuilt('@rampkit/react-native')
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-expo-example-'))
  const run = spawnSync(
    'pnpm',
    ['exec', 'expo', 'export', '--platform', 'web', '--output-dir', dir],
    {
      cwd: APP,
      env: {
        ...process.env,
        CI: '1',
        EXPO_PUBLIC_RAMPKIT_API_URL: sandbox.apiUrl,
        EXPO_PUBLIC_RAMPKIT_WIDGET_URL: sandbox.widgetUrl,
        // No receiver in this test: the sale status is the component tests' (Jest).
        EXPO_PUBLIC_RAMPKIT_WEBHOOK_URL: UNREACHABLE_WEBHOOK_URL,
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

/** The Expo example's web build against `sandbox`, served statically on a free port. */
export async function serveExpoWeb(sandbox: StartedSandbox): Promise<ServedApp> {
  const built = buildExpoWeb(sandbox)
  try {
    const served = await serveStatic(built.dir)
    return { url: served.url, close: () => served.close().finally(() => built.remove()) }
  } catch (error) {
    built.remove()
    throw error
  }
}
