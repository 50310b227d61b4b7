// The dashboard's calls to the control API (same origin: `/sandbox/...`).

/** A refused call: the sandbox's `{ code, message }`. */
export class ControlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/sandbox${path}`, {
    method,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
      : {}),
  })
  const data = (await response.json().catch(() => null)) as
    | (T & { code?: unknown; message?: unknown })
    | null
  if (!response.ok || data === null) {
    throw new ControlError(
      typeof data?.code === 'string' ? data.code : `HTTP_${response.status}`,
      typeof data?.message === 'string' ? data.message : `HTTP ${response.status}`,
    )
  }
  return data
}
