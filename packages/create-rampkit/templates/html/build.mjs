#!/usr/bin/env node
// `build`: dist/, static files to put on any web server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { siteFiles } from './site.mjs'

const dist = new URL('./dist/', import.meta.url)
rmSync(dist, { recursive: true, force: true })
mkdirSync(dist)
for (const [path, body] of Object.entries(siteFiles()))
  writeFileSync(new URL(`.${path}`, dist), body)
console.log(`dist/: ${Object.keys(siteFiles()).join(', ')}`)
