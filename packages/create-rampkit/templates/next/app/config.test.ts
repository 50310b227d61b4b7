// The page itself (app/App.tsx) has its component test in app/App.test.tsx; here, what the
// server reads from the environment for it.
import { expect, it } from 'vitest'
import { readConfig } from './config'

it('reads the addresses and key from RAMPKIT_*, the local sandbox for what is blank or unset', () => {
  expect(readConfig({})).toEqual({
    apiUrl: 'http://127.0.0.1:8787/api',
    widgetUrl: 'http://127.0.0.1:8787/widget/',
    hostApiKey: 'demo-host-api-key',
    webhookUrl: undefined,
  })
  expect(
    readConfig({
      RAMPKIT_API_URL: 'https://api.example/api',
      RAMPKIT_WIDGET_URL: '',
      RAMPKIT_HOST_API_KEY: 'my-key',
      RAMPKIT_WEBHOOK_URL: 'https://wallet.example/webhooks',
    }),
  ).toEqual({
    apiUrl: 'https://api.example/api',
    widgetUrl: 'http://127.0.0.1:8787/widget/',
    hostApiKey: 'my-key',
    webhookUrl: 'https://wallet.example/webhooks',
  })
})

it('gives the local chain (the sandbox wallet) in development, or when RAMPKIT_LOCAL_CHAIN_URL says', () => {
  expect(readConfig({ NODE_ENV: 'development' }).localChainUrl).toBe('http://127.0.0.1:8545')
  expect(readConfig({ NODE_ENV: 'production' }).localChainUrl).toBeUndefined()
  expect(
    readConfig({ NODE_ENV: 'production', RAMPKIT_LOCAL_CHAIN_URL: 'http://127.0.0.1:9545' })
      .localChainUrl,
  ).toBe('http://127.0.0.1:9545')
})
