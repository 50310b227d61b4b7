import { describe, expect, it } from 'vitest'
import { escapeHtml, htmlPageStart } from './html'

describe('escapeHtml', () => {
  it('escapes what could end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    )
    expect(escapeHtml('http://127.0.0.1:8787/api?x=1 ü')).toBe('http://127.0.0.1:8787/api?x=1 ü')
  })
})

describe('htmlPageStart', () => {
  it('opens a page up to <body>, its title escaped and its head as given', () => {
    const start = htmlPageStart('a <b>', '<style>p { color: red }</style>')
    expect(
      start.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">'),
    ).toBe(true)
    expect(start).toContain('<title>a &lt;b&gt;</title>\n<style>p { color: red }</style>\n</head>')
    expect(start.endsWith('<body>')).toBe(true)
  })
})
