import { describe, expect, it } from 'vitest'
import { hostApiSchemas } from '../schemas/hostApiSchemas.js'
import { hostApiOperations } from './hostApiOperations.js'

describe('hostApiOperations', () => {
  it('one operation per endpoint: unique ids, unique method + path, every resource once', () => {
    expect(new Set(hostApiOperations.map((o) => o.operationId)).size).toBe(11)
    expect(new Set(hostApiOperations.map((o) => `${o.method} ${o.path}`)).size).toBe(11)
    expect(hostApiOperations.map((o) => o.response).sort()).toEqual(
      Object.keys(hostApiSchemas).sort(),
    )
  })

  it('a templated path declares its path parameters; quotes are POSTs with a body and the key', () => {
    for (const operation of hostApiOperations) {
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(Object.keys(operation.pathParams?.entries ?? {}), operation.operationId).toEqual(names)
      const isQuote = operation.operationId.toLowerCase().includes('quote')
      expect(operation.method === 'post', operation.operationId).toBe(isQuote)
      expect(Boolean(operation.body), operation.operationId).toBe(isQuote)
      if (isQuote) expect(operation.credential).toEqual({ name: 'hostApiKey', use: 'required' })
    }
  })
})
