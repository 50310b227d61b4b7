import { wellFormed } from '../../shared/formUrlEncoding.js'

// An http(s) address taken apart and written back as the WHATWG URL writes it, in string code
// that needs no global URL class (React Native's keeps an address as typed and cannot set a
// path). Covers what a widget address is: an ASCII host name or address, a port, a path, a
// query, a fragment. Not covered (left as given): international host names (punycode), IPv6
// and numeric IPv4 forms, escapes in the user name or password.

/** An http(s) address in four parts; `query` and `hash` without their `?` and `#`. */
export interface HttpUrlParts {
  /** Scheme, `//`, host and port, lower-cased and without a default port. */
  origin: string
  /** Starts with `/`. */
  path: string
  query: string | undefined
  hash: string | undefined
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** `url` (an absolute http(s) address, checked by the caller) in its parts, canonical but the query. */
export function splitHttpUrl(url: string): HttpUrlParts {
  // As the URL parser: tabs and line breaks dropped, outer blanks and controls trimmed.
  const text = url.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+|[\0- ]+$/g, '')
  const hashAt = text.indexOf('#')
  const beforeHash = hashAt < 0 ? text : text.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const match = /^([a-z][a-z\d+.-]*:)[/\\]*([^/\\]*)(.*)$/i.exec(
    queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
  )
  if (!match) throw new TypeError('The widget address must be an absolute http(s) URL.')
  const scheme = match[1]!.toLowerCase()
  const authority = match[2]!
  const userAt = authority.lastIndexOf('@')
  const [, host = '', port] =
    /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority.slice(userAt + 1)) ?? []
  const portNumber = port ? String(Number(port)) : ''
  return {
    origin: `${scheme}//${authority.slice(0, userAt + 1)}${host.toLowerCase()}${
      portNumber && portNumber !== DEFAULT_PORTS[scheme] ? `:${portNumber}` : ''
    }`,
    path: canonicalPath(match[3] || '/'),
    query: queryAt < 0 ? undefined : beforeHash.slice(queryAt + 1),
    hash: hashAt < 0 ? undefined : text.slice(hashAt + 1),
  }
}

/** A path (starting with `/` or `\`) as the URL writes it: `.` and `..` resolved, escaped. */
export function canonicalPath(path: string): string {
  const segments = path
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/')
    .slice(1)
    .split('/')
  const kept: string[] = []
  segments.forEach((segment, index) => {
    const dots = /^(\.|%2e)$/i.test(segment) ? 1 : /^(\.|%2e){2}$/i.test(segment) ? 2 : 0
    const last = index === segments.length - 1
    if (dots === 2) kept.pop()
    if (!dots) kept.push(segment)
    // A path that ends in `.` or `..` keeps its trailing slash.
    else if (last) kept.push('')
  })
  return `/${percentEncode(kept.join('/'), PATH_ESCAPED)}`
}

/** `text` with controls, non-ASCII and each of `escaped` percent-encoded (UTF-8). */
export function percentEncode(text: string, escaped: string): string {
  return wellFormed(text).replace(/./gsu, (char) =>
    char < ' ' || char > '~' || escaped.includes(char) ? encodeURIComponent(char) : char,
  )
}

/** What the URL escapes in a path (besides controls and non-ASCII). */
const PATH_ESCAPED = ' "#<>?`{}'
