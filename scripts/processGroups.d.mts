import type { ChildProcess, SpawnOptions } from 'node:child_process'

export declare const RUN_MARKER: string

export declare function groupAlive(pgid: number): boolean

export declare function spawnGroup(
  command: string,
  args?: readonly string[],
  options?: SpawnOptions & { leftoverGraceMs?: number },
): ChildProcess

export declare function stopGroup(
  child: ChildProcess | undefined,
  options?: { signal?: NodeJS.Signals; graceMs?: number },
): Promise<void>
