// Extracts the ```ts / ```tsx / ```js code blocks of the root README and every published
// package's README, so that tarballs/check.mjs type-checks them against the packed packages.
//
// Markers, on the last non-blank line before a block (HTML comments: invisible on GitHub and
// npm):
//   <!-- readme-check: skip (why) -->        the block is not meant to compile (a reason is required)
//   <!-- readme-check: prelude CODE -->      CODE goes before the block, e.g.
//                                            `declare const KEY: string` for names the example assumes
//   <!-- readme-check: as PATH (why) -->     the block is compiled as the repository file PATH, in
//                                            PATH's folder (a fixture of the check's project), so its
//                                            relative imports are that folder's files
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const LANGUAGES = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx' }
const MARKER = /^<!--\s*readme-check:\s*(skip|prelude|as)\b\s*(.*?)\s*-->$/

export function readmeFiles(repoRoot) {
  const files = [join(repoRoot, 'README.md')]
  const packagesDir = join(repoRoot, 'packages')
  for (const name of readdirSync(packagesDir).sort()) {
    try {
      const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8'))
      // A package without a README fails the tarball contents check instead.
      const readme = join(packagesDir, name, 'README.md')
      if (!manifest.private && existsSync(readme)) files.push(readme)
    } catch {}
  }
  return files
}

/**
 * The blocks of one README: `{ readme, line, language, code, prelude }`, `line` being the
 * README line of the block's first code line; skipped blocks are listed with `skip` set, blocks
 * compiled as a repository file with `as` (its path).
 */
export function extractBlocks(repoRoot, file) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const readme = relative(repoRoot, file)
  const blocks = []
  const problems = []
  for (let index = 0; index < lines.length; index++) {
    const fence = /^(`{3,})\s*([\w-]*)/.exec(lines[index] ?? '')
    if (!fence) continue
    const end = lines.findIndex((line, at) => at > index && line.startsWith(fence[1]))
    if (end === -1) {
      problems.push(`${readme}:${index + 1}: code block is never closed`)
      break
    }
    const language = LANGUAGES[fence[2].toLowerCase()]
    if (language) {
      let before = index - 1
      while (before >= 0 && lines[before].trim() === '') before--
      const marker = MARKER.exec(lines[before]?.trim() ?? '')
      const block = {
        readme,
        line: index + 2,
        language,
        code: lines.slice(index + 1, end).join('\n'),
        prelude: marker?.[1] === 'prelude' ? marker[2] : '',
        skip: marker?.[1] === 'skip' ? marker[2] || undefined : undefined,
        as: marker?.[1] === 'as' ? marker[2].split(/\s/)[0] || undefined : undefined,
      }
      if (marker?.[1] === 'skip' && !marker[2]) {
        problems.push(`${readme}:${index + 1}: readme-check: skip needs a reason`)
      }
      if (marker?.[1] === 'as' && !block.as) {
        problems.push(`${readme}:${index + 1}: readme-check: as needs a file's path`)
      }
      blocks.push(block)
    }
    index = end
  }
  return { blocks, problems }
}

/** The file to type-check for a block: the prelude on one line, then the code as written. */
export function blockSource(block) {
  return `${block.prelude}\n${block.code}\nexport {}\n`
}

/** A block file's line → its README line (the prelude takes the first line). */
export function readmeLine(block, fileLine) {
  return block.line + fileLine - 2
}
