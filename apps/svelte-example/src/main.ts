import { createHostApiClient } from '@rampkit/core'
import { mount } from 'svelte'
import { readAppConfig } from './config.js'
import Root from './Root.svelte'
import './styles.css'

const config = readAppConfig(import.meta.env)
const client = createHostApiClient({
  baseUrl: config.apiUrl,
  hostApiKey: config.hostApiKey,
})
const logoUrl = new URL('logo.svg', document.baseURI).href

mount(Root, { target: document.getElementById('root')!, props: { client, config, logoUrl } })
