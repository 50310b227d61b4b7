#!/usr/bin/env node
// `build`: dist/, static files to put on any web server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { siteFiles } from './site.mjs'

const dist = new URL('./dist/', import.meta.url)
rmSync(dist, { recursive: true, force: true })
const files = Object.entries(siteFiles())
for (const [path, read] of files) {
  const file = new URL(`.${path}`, dist)
  mkdirSync(new URL('.', file), { recursive: true })
  writeFileSync(file, read())
}
const modules = files.filter(([path]) => path.startsWith('/modules/')).length
const pages = files.map(([path]) => path).filter((path) => !path.startsWith('/modules/'))
console.log(`dist/: ${pages.join(', ')} and ${modules} modules under /modules/`)
