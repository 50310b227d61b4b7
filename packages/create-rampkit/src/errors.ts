/** An error from the file system (or a spawned program): `code` is the errno name. */
export interface FileError extends Error {
  code: string
  path?: string
  syscall?: string
}

export function isFileError(error: unknown): error is FileError {
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined
  return typeof code === 'string' && /^E[A-Z]+$/.test(code)
}

/** What the codes a user meets here mean, in words. */
const REASONS: Readonly<Record<string, string>> = {
  ENAMETOOLONG: 'the name is too long for the file system',
  ENOENT: 'it does not exist',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EEXIST: 'it already exists',
  ELOOP: 'too many symbolic links (a loop?)',
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a directory',
  EBUSY: 'it is busy',
  EMFILE: 'too many open files',
}

/**
 * One line for a file-system error: `<path>: <reason> (<CODE>)`, the path as the system gave
 * it. Never a stack: the user can act on the path and the reason, not on our frames.
 */
export function describeFileError(error: FileError): string {
  const reason = REASONS[error.code] ?? error.message.replace(/^\w+: /, '').split('\n')[0]
  return `${error.path ?? error.syscall ?? 'a file'}: ${reason} (${error.code})`
}
