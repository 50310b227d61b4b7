// The html template's development server (templates/html/server.mjs, on site.mjs): the page and
// its ~220 modules, found without listing every module file per request, and a file gone since
// it was listed answered 404 with the server still up.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './freePort.js'

const template = fileURLToPath(new URL('../templates/html/', import.meta.url))
// A template's own JavaScript (no declarations shipped beside it), typed here.
const site = (await import(`${template}site.mjs`)) as {
  lookupIn<T>(list: () => Record<string, T>): (path: string) => T | undefined
  moduleFiles(): Record<string, URL>
}
const { lookupIn, moduleFiles } = site

describe('lookupIn', () => {
  it('lists once while the paths asked are known, again for a path the listing lacks', () => {
    let listings = 0
    let names = ['/a.js', '/b.js']
    const at = lookupIn(() => {
      listings += 1
      return Object.fromEntries(names.map((name) => [name, `file ${name}`]))
    })
    expect([at('/a.js'), at('/b.js'), at('/a.js')]).toEqual([
      'file /a.js',
      'file /b.js',
      'file /a.js',
    ])
    expect(listings).toBe(1)
    // A rebuilt package's new chunk: found by listing again.
    names = ['/a.js', '/c.js']
    expect(at('/c.js')).toBe('file /c.js')
    expect(listings).toBe(2)
    expect(at('/nowhere.js')).toBeUndefined()
    expect(at('/b.js')).toBeUndefined()
  })
})

describe('the html template server', () => {
  let server: ChildProcess | undefined
  let origin = ''

  beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ['server.mjs'], {
      cwd: template,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    await new Promise((resolve, reject) => {
      server?.stdout?.once('data', resolve)
      server?.once('exit', (code) => reject(new Error(`server.mjs exited (${code})`)))
    })
  })

  afterAll(() => {
    server?.kill()
  })

  it('serves the page and every module of its import map', async () => {
    const page = await fetch(`${origin}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script type="importmap">')
    const modules = Object.keys(moduleFiles()).filter((path) => path.endsWith('.js'))
    expect(modules.length).toBeGreaterThan(100)
    const statuses = await Promise.all(
      modules.map(async (path) => {
        const response = await fetch(`${origin}${path}`)
        await response.arrayBuffer()
        return response.status
      }),
    )
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('answers 404 for a listed file that is not there, and stays up', async () => {
    // The template folder has no styles.css (a generated app has it at its root), yet the site
    // lists it: it stands for a file removed after the listing. The server used to crash here.
    const missing = await fetch(`${origin}/styles.css`)
    expect(missing.status).toBe(404)
    expect((await fetch(`${origin}/app.js`)).status).toBe(200)
    expect(server?.exitCode).toBeNull()
  })
})
