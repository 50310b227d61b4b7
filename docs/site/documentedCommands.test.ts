import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  checkDocumentedCommands,
  commandProblem,
  documentedFiles,
  pnpmCommands,
  type Workspace,
} from './documentedCommands'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

const workspace: Workspace = {
  rootScripts: new Set(['build', 'docs', 'docs:serve', 'test', 'start', 'bench']),
  rootBins: new Set(['vitest']),
  packageScripts: new Map([['@rampkit/docs', new Set(['build', 'serve'])]]),
}

describe('pnpmCommands', () => {
  it('finds commands in code spans and shell blocks, not in prose', () => {
    const markdown = [
      'pnpm rewrites `workspace:*` when packing; run `pnpm docs`, then',
      '`bash scripts/bootstrap.sh && pnpm test` or `CI=1 pnpm start`.',
      '```sh',
      'pnpm --filter @rampkit/docs build   # then: pnpm nothing',
      '$ pnpm exec rampkit-sandbox --help',
      '```',
      '```ts',
      "const command = 'pnpm docs'",
      '```',
    ].join('\n')
    expect(pnpmCommands(markdown)).toEqual([
      { line: 1, command: 'pnpm docs' },
      { line: 2, command: 'pnpm test' },
      { line: 2, command: 'pnpm start' },
      { line: 4, command: 'pnpm --filter @rampkit/docs build' },
      { line: 5, command: 'pnpm exec rampkit-sandbox --help' },
    ])
  })
})

describe('commandProblem', () => {
  it('fails on a script named like a package manager command (pnpm docs opens the npm page)', () => {
    expect(commandProblem('pnpm docs', workspace)).toMatch(/own command.*never runs the script/)
    expect(commandProblem('pnpm docs', { ...workspace, rootScripts: new Set() })).toMatch(
      /own command, not a script/,
    )
    expect(commandProblem('pnpm bugs', workspace)).toMatch(/own command/)
  })

  it('fails on a script that does not exist, at the root or in the filtered package', () => {
    expect(commandProblem('pnpm docs-serve', workspace)).toMatch(/no script "docs-serve"/)
    expect(commandProblem('pnpm run nothing', workspace)).toMatch(/no script "nothing"/)
    expect(commandProblem('pnpm --filter @rampkit/docs start', workspace)).toMatch(
      /no script "start"/,
    )
    expect(commandProblem('pnpm --filter @rampkit/docs dev', workspace)).toMatch(
      /no script "dev" in @rampkit\/docs's package.json/,
    )
    expect(commandProblem('pnpm --filter @rampkit/nothing build', workspace)).toMatch(
      /no workspace package/,
    )
  })

  it('accepts scripts, root executables and the built-ins meant as such', () => {
    for (const command of [
      'pnpm docs:serve',
      'pnpm run docs',
      'pnpm test',
      'pnpm start',
      'pnpm bench',
      'pnpm vitest run --project docs',
      'pnpm install --frozen-lockfile',
      'pnpm exec rampkit-sandbox trigger purchase.released',
      'pnpm create rampkit',
      'pnpm --filter @rampkit/docs build',
      'pnpm --filter @rampkit/docs run serve',
      'pnpm …',
      'pnpm <script>',
    ]) {
      expect([command, commandProblem(command, workspace)]).toEqual([command, undefined])
    }
  })
})

describe("the repository's documented commands", () => {
  it('reads the README, CONTRIBUTING, the docs pages and the package READMEs', () => {
    const files = documentedFiles(repoRoot)
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'docs/README.md',
        'docs/guide/sandbox.md',
        'packages/core/README.md',
      ]),
    )
    expect(files.some((file) => file.startsWith('docs/reference/api/'))).toBe(false)
  })

  it('each runs what its text says', () => {
    expect(checkDocumentedCommands(repoRoot)).toEqual([])
  })
})
