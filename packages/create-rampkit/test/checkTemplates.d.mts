export declare const ALL_TEMPLATES: string[]

export interface TemplateResult {
  template: string
  ok: boolean
  seconds: number
  times?: Record<string, number>
  shot?: string
  /** Whether `rampkit-sandbox trigger purchase.released` was checked in this app's dev. */
  trigger?: boolean
  error?: string
}

/** The template whose dev gets the trigger's round trip (checked in one app, not in each). */
export declare const TRIGGER_TEMPLATE: string

/** Where the trigger is checked among `templates`: TRIGGER_TEMPLATE, else the first. */
export declare function triggerTemplate(templates: string[]): string | undefined

export declare function checkTemplates(options?: {
  templates?: string[]
  keep?: boolean
  log?: (line: string) => void
}): Promise<{
  results: TemplateResult[]
  seconds: number
  scratch: string
  shots: string
  /** The processes of the check still running at its end (stopped then), one line each. */
  leftovers: string[]
}>

/** The templates named in RAMPKIT_TEMPLATES (comma-separated), else all of them. */
export declare function templatesFromEnv(env?: Record<string, string | undefined>): string[]
