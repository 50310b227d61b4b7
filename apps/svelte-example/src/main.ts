import { createHostApiClient } from '@rampkit/core'
import { readAppConfig } from '@rampkit/example-shared'
import { mount } from 'svelte'
import Root from './Root.svelte'
import '@rampkit/example-shared/styles.css'

const config = readAppConfig(import.meta.env)
const client = createHostApiClient({
  baseUrl: config.apiUrl,
  hostApiKey: config.hostApiKey,
})
const logoUrl = new URL('logo.svg', document.baseURI).href

mount(Root, { target: document.getElementById('root')!, props: { client, config, logoUrl } })
