// Test helpers (`@rampkit/server-plumbing/testing`): a free port, and raw TCP clients that play slow, idle,
// greedy or lying HTTP clients against a served sandbox or receiver. Tests only.
import { connect, createServer, type Socket } from 'node:net'

export interface Peer {
  socket: Socket
  /** Everything the server sent so far. */
  received(): string
  /** Resolves when the connection has closed, with the ms since it opened. */
  closed: Promise<number>
}

const open: Socket[] = []

/**
 * A connection to 127.0.0.1:`port`, resolved once connected; `from` is the client's own
 * address (any of 127.0.0.0/8 on Linux: another client as the server sees it).
 */
export function connectPeer(port: number, from?: string): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now()
    const socket = connect({
      port,
      host: '127.0.0.1',
      ...(from === undefined ? {} : { localAddress: from }),
    })
    open.push(socket)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
    })
    const closed = new Promise<number>((done) => {
      socket.on('close', () => done(performance.now() - startedAt))
    })
    socket.on('error', () => {}) // a reset is one of the outcomes under test
    socket.once('connect', () => resolve({ socket, received: () => text, closed }))
    socket.once('error', reject)
  })
}

/** Destroys every connection `connectPeer` opened (afterEach). */
export function destroyPeers(): void {
  for (const socket of open.splice(0)) socket.destroy()
}

/** Writes `piece` every `everyMs` until the connection closes, at most `max` times. */
export function trickle(socket: Socket, piece: string, everyMs: number, max: number): void {
  let sent = 0
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable || sent++ >= max) clearInterval(timer)
    else socket.write(piece)
  }, everyMs)
  socket.once('close', () => clearInterval(timer))
}

/** Polls `check` every 10 ms until it holds; throws after `withinMs`. */
export async function until(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = performance.now() + withinMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Sends `request` (HTTP/1.0, or with `Connection: close`) on a fresh connection and resolves with
 * the whole answer once the server closes the connection.
 */
export async function exchange(port: number, request: string, from?: string): Promise<string> {
  const peer = await connectPeer(port, from)
  peer.socket.write(request)
  await peer.closed
  return peer.received()
}

const isOpen = (peer: Peer) => !peer.socket.destroyed && peer.socket.readyState === 'open'

/**
 * Plays a greedy client (a slowloris): opens `connections` idle connections from 127.0.0.1 and
 * waits until the server has closed all but `cap` of them (at most 2 s: without a per-address cap
 * it keeps them all). Resolves how many it holds; they stay open until `destroyPeers`.
 */
export async function holdConnections(
  port: number,
  connections: number,
  cap: number,
): Promise<number> {
  const peers = await Promise.all(Array.from({ length: connections }, () => connectPeer(port)))
  await until(() => peers.filter(isOpen).length <= cap, 2_000).catch(() => {})
  // Anything more would have been refused by now.
  await new Promise((resolve) => setTimeout(resolve, 100))
  return peers.filter(isOpen).length
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

/**
 * Plays a client that leaves mid-body: sends `request` (its head and part of its body), waits
 * for the server to start reading it, and closes. Resolves with every line written to the console
 * meanwhile (errors with their stack), until `after` (a full request: anything else the abort
 * would log is out by its answer) has run.
 */
export async function dropMidBody(
  port: number,
  request: string,
  after: () => Promise<unknown>,
): Promise<string[]> {
  const output: string[] = []
  const originals = CONSOLE_METHODS.map((method) => console[method])
  for (const method of CONSOLE_METHODS) {
    console[method] = (...args: unknown[]) => {
      output.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
    }
  }
  try {
    const peer = await connectPeer(port)
    peer.socket.write(request)
    await new Promise((resolve) => setTimeout(resolve, 50))
    peer.socket.destroy()
    await until(() => output.length > 0, 2_000)
    await after()
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    CONSOLE_METHODS.forEach((method, i) => {
      console[method] = originals[i]!
    })
  }
  return output
}

/** A TCP port on 127.0.0.1 that nothing listens on (as the system hands out: a moment ago). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
