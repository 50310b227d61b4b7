// Test helper: a throwaway PostgreSQL cluster (Debian's postgresql package, installed by
// scripts/bootstrap.sh) in a temp folder, on a free port, removed afterwards. Used by the tests
// that run the store on a server; no system service is involved.
import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { accessSync, constants, existsSync, readdirSync, rmSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '@rampkit/server-plumbing/testing'

const run = promisify(execFile)

export interface TestPostgres {
  /** `postgres://postgres:<password>@127.0.0.1:<port>/postgres`: the superuser's URL. */
  readonly adminUrl: string
  /** The URL of a new, empty database (see `createTestDatabase`). */
  createDatabase(): Promise<string>
  /** The cluster's superuser password (to check it never reaches a log). */
  readonly password: string
  /** Stops the server at once and deletes the folder. */
  stop(): Promise<void>
}

const INSTALL_HINT =
  "run scripts/bootstrap.sh (it installs Debian's postgresql package) or set PG_BIN to the folder of initdb and pg_ctl"

/**
 * The folder holding `initdb` and `pg_ctl`: `$PG_BIN` when set (and then only it), else the
 * newest /usr/lib/postgresql/<version>/bin (Debian, where they are not on PATH), else PATH.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates: string[] = []
  if (env.PG_BIN) return hasTools(env.PG_BIN) ? env.PG_BIN : undefined
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => join(debian, version, 'bin')))
  }
  candidates.push(...(env.PATH ?? '').split(delimiter).filter(Boolean))
  return candidates.find(hasTools)
}

function hasTools(dir: string): boolean {
  return isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'pg_ctl'))
}

/**
 * Why the PostgreSQL tests cannot run here, or undefined when they can. In CI (env `CI` set)
 * always undefined: there a missing server must fail the tests, not skip them.
 */
export function postgresSkipReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CI) return undefined
  if (findPostgresBin(env)) return undefined
  return `PostgreSQL not installed (no initdb/pg_ctl found): ${INSTALL_HINT}`
}

/**
 * initdb + pg_ctl start into a new temp folder, listening on 127.0.0.1 (password login, so
 * connection strings carry a secret as they do in production) and on a unix socket in that
 * folder. As root it runs them as the `postgres` user, since initdb refuses to run as root.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  if (bin === undefined) {
    throw new Error(
      `Cannot start PostgreSQL for the tests: initdb and pg_ctl not found; ${INSTALL_HINT}`,
    )
  }
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? await postgresUser() : undefined
  const root = await mkdtemp(join(tmpdir(), 'rampkit-pg-'))
  const dataDir = join(root, 'data')
  const logFile = join(root, 'server.log')
  const pwFile = join(root, 'password')
  const password = randomBytes(18).toString('base64url')

  const pgCommand = (name: string, args: string[]) => {
    const [file, fullArgs] = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]]
      : [join(bin, name), args]
    // cwd: the tools chdir nowhere; the postgres user may not be allowed into ours.
    return run(file, fullArgs, { cwd: root, timeout: 60_000 })
  }
  const stopServer = () =>
    pgCommand('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).then(
      () => undefined,
      () => undefined,
    )

  // A cluster left running by a test process that died before its afterAll.
  const stopOnExit = () => {
    const file = owner ? 'runuser' : join(bin, 'pg_ctl')
    const stopArgs = ['stop', '-D', dataDir, '-m', 'immediate']
    spawnSync(file, owner ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...stopArgs] : stopArgs, {
      cwd: root,
      stdio: 'ignore',
    })
    rmSync(root, { recursive: true, force: true })
  }

  try {
    await writeFile(pwFile, password, { mode: 0o600 })
    if (owner) {
      await chown(root, owner.uid, owner.gid)
      await chown(pwFile, owner.uid, owner.gid)
    }
    await pgCommand('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${pwFile}`,
      '--no-sync',
    ])
    process.once('exit', stopOnExit)

    let port = 0
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      try {
        await pgCommand('pg_ctl', [
          'start',
          '-D',
          dataDir,
          '-w',
          '-t',
          '60',
          '-l',
          logFile,
          '-o',
          // A test cluster: durability is not what is tested (receivers get killed, not it).
          `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
        ])
        break
      } catch (error) {
        const log = await readFile(logFile, 'utf8').catch(() => '')
        // Another process took the free port between the check and the start: take another.
        if (attempt < 3 && /could not (bind|create listen socket)/i.test(log)) continue
        throw new Error(
          `pg_ctl start failed: ${error instanceof Error ? error.message : error}\n${log.slice(-2000)}`,
        )
      }
    }

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
    return {
      adminUrl,
      password,
      createDatabase: () => createTestDatabase(adminUrl),
      async stop() {
        process.removeListener('exit', stopOnExit)
        await stopServer()
        await rm(root, { recursive: true, force: true })
      },
    }
  } catch (error) {
    process.removeListener('exit', stopOnExit)
    await stopServer()
    await rm(root, { recursive: true, force: true })
    throw error
  }
}

/**
 * Creates a new, empty database on the cluster of `adminUrl` (a superuser's URL) and returns
 * its URL: each test gets a database of its own, so tests running at once never meet.
 */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const name = `receiver_${randomBytes(6).toString('hex')}`
  const { Client } = await import('pg')
  const client = new Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.href
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim())
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim())
    return { uid, gid }
  } catch {
    throw new Error(
      "initdb refuses to run as root, and there is no 'postgres' user to run it as (Debian's postgresql package creates one); run the tests as another user",
    )
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}
