export declare const TYPE_TEST_PROJECTS: string[]

export declare function typeTests(
  name: string,
  include: string,
): { enabled: boolean; only: boolean; include: string[]; tsconfig: string; checker: string }
