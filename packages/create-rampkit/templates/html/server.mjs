#!/usr/bin/env node
// A tiny static server for development: the page on http://127.0.0.1:3000 (PORT moves it).
import { createServer } from 'node:http'
import { contentType, lookupIn, siteFiles } from './site.mjs'

const port = Number(process.env.PORT ?? 3000)

// Each file is read per request: an edit shows on reload.
const fileAt = lookupIn(() => siteFiles({ development: true }))

createServer((request, response) => {
  let path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (path === '/') path = '/index.html'
  const read = fileAt(path)
  if (!read) return response.writeHead(404).end('not found')
  let body
  try {
    body = read()
  } catch (error) {
    // Removed or renamed since it was listed: this request fails, the server stays up.
    if (error.code === 'ENOENT') return response.writeHead(404).end('not found')
    console.error(`${path}: ${error.message}`)
    return response.writeHead(500).end('could not read the file')
  }
  response.writeHead(200, { 'content-type': contentType(path) }).end(body)
}).listen(port, '127.0.0.1', () => console.log(`the page: http://127.0.0.1:${port}/`))
