import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type CliIo, main } from './create.js'
import {
  packageJsonOfTarball,
  readPackedPackages,
  TarballsError,
  tarballsForApp,
} from './tarballs.js'

const templatesDir = fileURLToPath(new URL('../templates', import.meta.url))

/** What `pnpm pack` makes: a gzipped tar with `package/package.json` (and other files). */
function packTarball(
  dir: string,
  fileName: string,
  manifest: Record<string, unknown>,
  tarFlags: string[] = [],
): string {
  const source = mkdtempSync(join(tmpdir(), 'create-rampkit-pack-'))
  mkdirSync(join(source, 'package', 'dist'), { recursive: true })
  writeFileSync(join(source, 'package', 'dist', 'index.js'), 'export {}\n')
  writeFileSync(join(source, 'package', 'package.json'), JSON.stringify(manifest))
  const tarball = join(dir, fileName)
  const tar = spawnSync('tar', [...tarFlags, '-czf', tarball, '-C', source, 'package'])
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`)
  return tarball
}

/** A folder with the tarballs of a release: every package a template installs. */
function releaseFolder(skip: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-tarballs-'))
  const packages: Record<string, Record<string, string>> = {
    core: {},
    react: { '@rampkit/core': '^0.1.0' },
    'react-native': { '@rampkit/core': '^0.1.0', '@rampkit/react': '^0.1.0' },
    vue: { '@rampkit/core': '^0.1.0' },
    svelte: { '@rampkit/core': '^0.1.0' },
    element: { '@rampkit/core': '^0.1.0' },
    sandbox: { '@rampkit/core': '^0.1.0' },
    testing: { '@rampkit/core': '^0.1.0', '@rampkit/sandbox': '^0.1.0' },
    wallet: { '@rampkit/core': '^0.1.0' },
  }
  for (const [name, dependencies] of Object.entries(packages)) {
    if (skip.includes(name)) continue
    packTarball(dir, `rampkit-${name}-0.1.0.tgz`, {
      name: `@rampkit/${name}`,
      version: '0.1.0',
      dependencies: { ...dependencies, 'some-other': '^1.0.0' },
    })
  }
  // The release's create-rampkit is in the same folder: not a @rampkit package, ignored.
  packTarball(dir, 'create-rampkit-0.1.0.tgz', { name: 'create-rampkit', version: '0.1.0' })
  return dir
}

function io(cwd: string, userAgent?: string) {
  const said = { out: [] as string[], err: [] as string[] }
  const value: CliIo = {
    cwd,
    home: mkdtempSync(join(tmpdir(), 'create-rampkit-home-')),
    env: { npm_config_user_agent: userAgent },
    isTerminal: false,
    log: (text) => said.out.push(text),
    error: (text) => said.err.push(text),
    ask: async () => '',
    run: () => ({ ok: true }),
    templatesDir,
    version: '0.1.0',
    rampkitVersions: {},
  }
  return { io: value, said }
}

describe('--tarballs: the packages of a release before it is published', () => {
  it('reads each tarball’s own package.json, whatever its file name (pax headers too)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-tarballs-'))
    packTarball(dir, 'rampkit-core.tgz', { name: '@rampkit/core', version: '0.2.0' })
    packTarball(
      dir,
      'anything.tgz',
      { name: '@rampkit/react', version: '0.1.1', peerDependencies: { '@rampkit/core': '*' } },
      ['--format=pax'],
    )
    const packed = readPackedPackages(dir)
    expect([...packed.values()]).toEqual([
      {
        name: '@rampkit/react',
        version: '0.1.1',
        tarball: join(dir, 'anything.tgz'),
        needs: ['@rampkit/core'],
      },
      {
        name: '@rampkit/core',
        version: '0.2.0',
        tarball: join(dir, 'rampkit-core.tgz'),
        needs: [],
      },
    ])
  })

  it('refuses two tarballs of one package, a file that is no tarball, a missing folder', () => {
    const twins = mkdtempSync(join(tmpdir(), 'create-rampkit-tarballs-'))
    packTarball(twins, 'rampkit-core-0.1.0.tgz', { name: '@rampkit/core', version: '0.1.0' })
    packTarball(twins, 'rampkit-core-0.2.0.tgz', { name: '@rampkit/core', version: '0.2.0' })
    expect(() => readPackedPackages(twins)).toThrow('holds two tarballs of @rampkit/core')
    const broken = mkdtempSync(join(tmpdir(), 'create-rampkit-tarballs-'))
    writeFileSync(join(broken, 'rampkit-core-0.1.0.tgz'), 'not gzip')
    expect(() => packageJsonOfTarball(join(broken, 'rampkit-core-0.1.0.tgz'))).toThrow(
      new TarballsError(
        `--tarballs: ${join(broken, 'rampkit-core-0.1.0.tgz')} is not a gzipped tarball`,
      ),
    )
    expect(() => readPackedPackages(join(broken, 'nope'))).toThrow(
      `--tarballs: cannot read ${join(broken, 'nope')}: it does not exist (ENOENT)`,
    )
  })

  it('takes the packages an app installs and theirs; names every one the folder lacks', () => {
    const dir = releaseFolder(['react'])
    const packed = readPackedPackages(dir)
    expect(tarballsForApp(['@rampkit/vue', '@rampkit/testing', 'vue'], packed, dir, 'vue')).toEqual(
      {
        '@rampkit/vue': join(dir, 'rampkit-vue-0.1.0.tgz'),
        '@rampkit/testing': join(dir, 'rampkit-testing-0.1.0.tgz'),
        '@rampkit/core': join(dir, 'rampkit-core-0.1.0.tgz'),
        '@rampkit/sandbox': join(dir, 'rampkit-sandbox-0.1.0.tgz'),
      },
    )
    // @rampkit/react-native needs @rampkit/react, which is not there.
    expect(() => tarballsForApp(['@rampkit/react-native'], packed, dir, 'expo')).toThrow(
      `--tarballs: ${dir} has no tarball of @rampkit/react, which the expo template installs`,
    )
  })

  it('writes file: tarballs into the dependencies and npm overrides; the command to repeat keeps the flag', async () => {
    const release = releaseFolder()
    const cwd = mkdtempSync(join(tmpdir(), 'create-rampkit-cli-'))
    const { io: withIo, said } = io(cwd, 'npm/10.9.2 node/v20.19.0 linux x64')
    const given = relative(cwd, release)
    expect(await main(['shop', '--template', 'expo', '--tarballs', given], withIo)).toBe(0)
    expect(said.out[1]).toBe(
      `  npm create rampkit@latest shop -- --template expo --no-interactive --tarballs ${given}`,
    )
    const app = JSON.parse(readFileSync(join(cwd, 'shop', 'package.json'), 'utf8'))
    const file = (name: string) => `file:${join(release, `rampkit-${name}-0.1.0.tgz`)}`
    expect(app.dependencies).toMatchObject({
      '@rampkit/core': file('core'),
      '@rampkit/react-native': file('react-native'),
      '@rampkit/wallet': file('wallet'),
      expo: expect.stringMatching(/^~/),
    })
    expect(app.devDependencies).toMatchObject({
      '@rampkit/sandbox': file('sandbox'),
      '@rampkit/testing': file('testing'),
    })
    // Every @rampkit package the app installs, its dependencies' ones too (react for react-native).
    expect(app.overrides).toEqual({
      '@rampkit/core': file('core'),
      '@rampkit/react': file('react'),
      '@rampkit/react-native': file('react-native'),
      '@rampkit/sandbox': file('sandbox'),
      '@rampkit/testing': file('testing'),
      '@rampkit/wallet': file('wallet'),
    })
    expect(app.pnpm).toBeUndefined()
    expect(app.resolutions).toBeUndefined()
  })

  it('with pnpm or yarn, their own overrides field too', async () => {
    const release = releaseFolder()
    for (const [agent, field] of [
      ['pnpm/10.34.9 npm/? node/v20.19.0 linux x64', 'pnpm'],
      ['yarn/4.6.0 npm/? node/v20.19.0 linux x64', 'resolutions'],
    ] as const) {
      const cwd = mkdtempSync(join(tmpdir(), 'create-rampkit-cli-'))
      const { io: withIo } = io(cwd, agent)
      expect(await main(['app', '-t', 'html', `--tarballs=${release}`], withIo)).toBe(0)
      const app = JSON.parse(readFileSync(join(cwd, 'app', 'package.json'), 'utf8'))
      const overrides = field === 'pnpm' ? app.pnpm.overrides : app.resolutions
      expect(overrides).toEqual(app.overrides)
      expect(Object.keys(overrides).sort()).toEqual([
        '@rampkit/core',
        '@rampkit/element',
        '@rampkit/sandbox',
        '@rampkit/testing',
        '@rampkit/wallet',
      ])
    }
  })

  it('refuses a folder without a tarball the template needs, before writing anything', async () => {
    const release = releaseFolder(['svelte'])
    const cwd = mkdtempSync(join(tmpdir(), 'create-rampkit-cli-'))
    const { io: withIo, said } = io(cwd)
    expect(await main(['app', '--template', 'svelte', '--tarballs', release], withIo)).toBe(1)
    expect(said.err).toEqual([
      expect.stringMatching(
        /^create-rampkit: --tarballs: .* has no tarball of @rampkit\/svelte, which the svelte template installs \(found: @rampkit\/core@0\.1\.0, /,
      ),
    ])
    expect(readdirSync(cwd)).toEqual([])
  })
})
