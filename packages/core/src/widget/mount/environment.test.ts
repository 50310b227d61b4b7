// Runs in plain Node, like server-side rendering: no window, no document.
import { describe, expect, it, vi } from 'vitest'
import { createInstanceId } from './environment.js'

const config = {
  hostAppName: 'Demo',
  hostLogoUrl: 'https://example.com/logo.svg',
  hostApiKey: 'pk_live_7f3a9c2e51b84d06aa',
}

describe('on the server', () => {
  it('importing the package entry reads no browser global', async () => {
    const touched: string[] = []
    for (const name of ['window', 'document', 'location', 'matchMedia']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name)
          return undefined
        },
      })
    }
    try {
      vi.resetModules()
      const core = await import('../../exports/index.js')
      expect(typeof core.createWidget).toBe('function')
      expect(touched).toEqual([])
    } finally {
      for (const name of ['window', 'document', 'location', 'matchMedia']) {
        delete (globalThis as Record<string, unknown>)[name]
      }
    }
    expect(typeof window).toBe('undefined')
  })

  it('createWidget throws a WidgetEnvironmentError, not a ReferenceError', async () => {
    const { createWidget, WidgetEnvironmentError } = await import('../../exports/index.js')
    let thrown: unknown
    try {
      createWidget(config)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(WidgetEnvironmentError)
    expect(thrown).toBeInstanceOf(Error)
    expect((thrown as Error).name).toBe('WidgetEnvironmentError')
    expect((thrown as Error).message).toMatch(/needs a browser.*in an effect/s)
    expect((thrown as Error).message).not.toContain(config.hostApiKey)
  })

  it('says only what is wrong in a production build (development also says where to go)', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const { createWidget } = await import('../../exports/index.js')
      expect(() => createWidget(config)).toThrow(/^createWidget needs a browser\.$/)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('reports a bad configuration first, as on the client', async () => {
    const { createWidget, WidgetConfigError } = await import('../../exports/index.js')
    expect(() => createWidget({ ...config, hostApiKey: '' })).toThrow(WidgetConfigError)
  })
})

describe('createInstanceId', () => {
  it('is 128 random bits as 32 hex digits, different every time', () => {
    const win = { crypto: globalThis.crypto } as unknown as Window
    const ids = new Set(Array.from({ length: 200 }, () => createInstanceId(win)))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })
})
