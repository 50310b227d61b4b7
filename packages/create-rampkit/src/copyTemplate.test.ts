import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appPackageJson, copyTemplate, fillReadme, type TemplateValues } from './copyTemplate.js'

const values: TemplateValues = {
  packageName: 'my-wallet',
  rampkitVersion: '0.3.1',
  rampkitVersions: { '@rampkit/testing': '0.2.4' },
  run: 'pnpm',
  install: 'pnpm install',
}

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'create-rampkit-template-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

describe('copyTemplate', () => {
  it('renames _gitignore and _env, at any depth, and lets a later folder win', () => {
    const shared = tree({ _gitignore: 'node_modules/\n', 'scripts/dev.mjs': 'shared' })
    const template = tree({
      _env: 'KEY=demo-host-api-key\n',
      'nested/_gitignore': 'out/\n',
      'scripts/dev.mjs': 'own',
      'src/_envelope.ts': 'kept as is',
    })
    const target = join(mkdtempSync(join(tmpdir(), 'create-rampkit-out-')), 'app')
    const written = copyTemplate([shared, template], target, values)
    expect(written).toEqual([
      '.env',
      '.gitignore',
      'nested/.gitignore',
      'scripts/dev.mjs',
      'src/_envelope.ts',
    ])
    expect(readdirSync(target).sort()).toEqual(['.env', '.gitignore', 'nested', 'scripts', 'src'])
    expect(readFileSync(join(target, '.env'), 'utf8')).toBe('KEY=demo-host-api-key\n')
    expect(readFileSync(join(target, 'scripts/dev.mjs'), 'utf8')).toBe('own')
  })

  it('writes borrowed files at their path in the app, over the folders’ own', () => {
    const react = tree({ 'src/App.tsx': 'the page' })
    const next = tree({ 'app/App.tsx': 'stale', 'app/page.tsx': 'server page' })
    const target = join(mkdtempSync(join(tmpdir(), 'create-rampkit-out-')), 'app')
    const written = copyTemplate([next], target, values, {
      'app/App.tsx': join(react, 'src/App.tsx'),
    })
    expect(written).toEqual(['app/App.tsx', 'app/page.tsx'])
    expect(readFileSync(join(target, 'app/App.tsx'), 'utf8')).toBe('the page')
    expect(() =>
      copyTemplate([], target, values, { '../outside.tsx': join(react, 'src/App.tsx') }),
    ).toThrow('refusing to write outside')
  })

  it('leaves out the node_modules a template has as a workspace package, at any depth', () => {
    const template = tree({
      'src/App.tsx': 'page',
      'node_modules/.modules.yaml': 'pnpm',
      'node_modules/.bin/vite': '#!/bin/sh',
      'nested/node_modules/x/index.js': 'x',
    })
    const target = join(mkdtempSync(join(tmpdir(), 'create-rampkit-out-')), 'app')
    expect(copyTemplate([template], target, values)).toEqual(['src/App.tsx'])
    expect(readdirSync(target)).toEqual(['src'])
  })

  it('writes the app’s name and each @rampkit dependency’s released version into package.json', () => {
    const text = JSON.stringify({
      name: 'rampkit-react-app',
      dependencies: { '@rampkit/react': '^0.1.0', react: '^19.3.1' },
      devDependencies: { '@rampkit/testing': '^0.1.0', vite: '~8.3.8' },
    })
    expect(JSON.parse(appPackageJson(text, values))).toEqual({
      name: 'my-wallet',
      dependencies: { '@rampkit/react': '^0.3.1', react: '^19.3.1' },
      devDependencies: { '@rampkit/testing': '^0.2.4', vite: '~8.3.8' },
    })
  })

  it('writes the name and the package manager’s commands into README.md', () => {
    expect(fillReadme('# {{name}}\n{{install}}; {{run}} dev; {{run}} test', values)).toBe(
      '# my-wallet\npnpm install; pnpm dev; pnpm test',
    )
  })
})
