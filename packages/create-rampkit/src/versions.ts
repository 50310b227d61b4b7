/**
 * The `@rampkit/*` versions released with this create-rampkit, from its own package.json: it
 * lists every template's `@rampkit/*` package as a devDependency (`workspace:*` in the
 * repository), which `pnpm pack` rewrites to the exact version of the release. The packages are
 * not versioned in lock-step (a package without changes keeps its version), so each app
 * dependency gets its own. In the repository (`workspace:` ranges) there are none: the caller
 * falls back to create-rampkit's version.
 */
export function releasedVersions(
  devDependencies: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(devDependencies).filter(
      ([name, version]) =>
        name.startsWith('@rampkit/') && /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    ),
  )
}
