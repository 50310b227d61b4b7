export declare const ALL_TEMPLATES: string[]

export interface TemplateResult {
  template: string
  ok: boolean
  seconds: number
  times?: Record<string, number>
  shot?: string
  error?: string
}

export declare function checkTemplates(options?: {
  templates?: string[]
  keep?: boolean
  log?: (line: string) => void
}): Promise<{ results: TemplateResult[]; seconds: number; scratch: string; shots: string }>
