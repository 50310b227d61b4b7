// Child processes of the tests, each started as its own process group and stopped as one.
//
// Why: a test that starts `pnpm exec rampkit-sandbox` or `npx …` and stops the child it holds
// stops only the wrapper; the node server under it is re-parented to init and keeps its port.
// Signalling the group (`process.kill(-pid)`) reaches the wrapper and everything under it.
import { spawn } from 'node:child_process'

/** test-all.mjs sets it for its run; kept in every child's environment, even a reduced one. */
export const RUN_MARKER = 'RAMPKIT_TEST_RUN'

/** Process groups started here and not yet seen empty. */
const live = new Set()
let hooked = false

/** Whether any process of group `pgid` is still alive. */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    // EPERM: a member runs as another user (runuser postgres): still alive.
    return error?.code === 'EPERM'
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal)
  } catch {
    // Gone already.
  }
}

/**
 * If this process ends (normally, through process.exit, or on SIGINT, SIGTERM or SIGHUP) with
 * groups still running, they get SIGKILL: a detached group is out of the terminal's group, so
 * a Ctrl-C of the test run no longer reaches it by itself.
 */
function hookExit() {
  if (hooked) return
  hooked = true
  const killAll = () => {
    for (const pgid of live) signalGroup(pgid, 'SIGKILL')
    live.clear()
  }
  process.on('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const onSignal = () => {
      killAll()
      process.removeListener(signal, onSignal)
      // Alone, this listener replaced the default (exit): end as the signal would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    }
    process.on(signal, onSignal)
  }
}

/**
 * `spawn(command, args, options)` as the leader of a new process group (`detached: true`). What
 * the group still holds when its leader exits is a leftover of a command that has ended: it gets
 * `leftoverGraceMs` (5 s) to finish, then SIGKILL. Stop a running group with `stopGroup`.
 */
export function spawnGroup(command, args = [], options = {}) {
  const { leftoverGraceMs = 5_000, ...spawnOptions } = options
  const env = spawnOptions.env ?? process.env
  const marker = process.env[RUN_MARKER]
  const child = spawn(command, args, {
    ...spawnOptions,
    env: marker && env[RUN_MARKER] === undefined ? { ...env, [RUN_MARKER]: marker } : env,
    detached: true,
  })
  if (child.pid === undefined) return child // spawn failed: 'error' follows, nothing started
  const pgid = child.pid
  hookExit()
  live.add(pgid)
  child.once('exit', () => {
    if (!groupAlive(pgid)) {
      live.delete(pgid)
      return
    }
    setTimeout(() => {
      signalGroup(pgid, 'SIGKILL')
      live.delete(pgid)
    }, leftoverGraceMs).unref()
  })
  return child
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stops the process group `child` leads (started by `spawnGroup`): `signal` (SIGTERM) to the
 * whole group, SIGKILL to what is left after `graceMs` (5 s), and resolves once no process of
 * the group remains and the leader's exit has been seen.
 */
export async function stopGroup(child, { signal = 'SIGTERM', graceMs = 5_000 } = {}) {
  const pgid = child?.pid
  if (pgid === undefined) return
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve))
  signalGroup(pgid, signal)
  const deadline = Date.now() + graceMs
  while (groupAlive(pgid) && Date.now() < deadline) await pause(50)
  if (groupAlive(pgid)) {
    signalGroup(pgid, 'SIGKILL')
    // SIGKILL cannot be caught; a process in uninterruptible sleep may still take a moment.
    const killDeadline = Date.now() + 5_000
    while (groupAlive(pgid) && Date.now() < killDeadline) await pause(50)
  }
  live.delete(pgid)
  await exited
}
