import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TEMPLATE_NAMES } from './templates.js'
import { releasedVersions } from './versions.js'

describe('releasedVersions', () => {
  it('takes the exact @rampkit versions pnpm pack wrote, nothing else', () => {
    expect(
      releasedVersions({
        '@rampkit/react': '0.2.0',
        '@rampkit/element': '0.1.0',
        '@rampkit/testing': '0.1.1-next.0',
        '@rampkit/vue': 'workspace:*',
        '@types/node': '20.19.43',
      }),
    ).toEqual({
      '@rampkit/react': '0.2.0',
      '@rampkit/element': '0.1.0',
      '@rampkit/testing': '0.1.1-next.0',
    })
    expect(releasedVersions(undefined)).toEqual({})
  })

  it('create-rampkit lists, as workspace devDependencies, every @rampkit package a template uses', () => {
    const own = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    const used = new Set<string>()
    for (const template of TEMPLATE_NAMES) {
      const app = JSON.parse(
        readFileSync(new URL(`../templates/${template}/package.json`, import.meta.url), 'utf8'),
      )
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(app[field] ?? {}))
          if (name.startsWith('@rampkit/')) used.add(name)
      }
    }
    const listed = Object.entries(own.devDependencies as Record<string, string>)
      .filter(([name]) => name.startsWith('@rampkit/'))
      .map(([name, range]) => {
        expect(range).toBe('workspace:*')
        return name
      })
    expect(listed.sort()).toEqual([...used].sort())
  })
})
