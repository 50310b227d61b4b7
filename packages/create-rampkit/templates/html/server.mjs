#!/usr/bin/env node
// A tiny static server for development: the page on http://127.0.0.1:3000 (PORT moves it).
import { createServer } from 'node:http'
import { contentType, siteFiles } from './site.mjs'

const port = Number(process.env.PORT ?? 3000)

createServer((request, response) => {
  let path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (path === '/') path = '/index.html'
  // Read per request: an edit shows on reload.
  const files = siteFiles({ development: true })
  const read = Object.hasOwn(files, path) ? files[path] : undefined
  if (!read) return response.writeHead(404).end('not found')
  response.writeHead(200, { 'content-type': contentType(path) }).end(read())
}).listen(port, '127.0.0.1', () => console.log(`the page: http://127.0.0.1:${port}/`))
