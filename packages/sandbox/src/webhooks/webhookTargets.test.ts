import { describe, expect, it } from 'vitest'
import {
  createWebhookTargetCheck,
  DEFAULT_WEBHOOK_TARGETS,
  parseWebhookTarget,
} from './webhookTargets.js'

describe('createWebhookTargetCheck', () => {
  const receiverOnly = createWebhookTargetCheck(DEFAULT_WEBHOOK_TARGETS)

  it('admits any path of a target given as an origin', () => {
    expect(receiverOnly(new URL('http://127.0.0.1:8788/webhooks/purchase'))).toBeUndefined()
    expect(receiverOnly(new URL('http://localhost:8788/x?token=1'))).toBeUndefined()
  })

  it('refuses every other port, host and scheme, naming the flag that admits it', () => {
    for (const url of [
      'http://127.0.0.1:5432/',
      'http://127.0.0.1:2375/containers/create',
      'https://127.0.0.1:8788/webhooks',
      'http://127.0.0.2:8788/webhooks',
      'http://example.com/hook',
    ]) {
      const reason = receiverOnly(new URL(url))
      expect(reason).toContain(`--webhook-target ${new URL(url).origin}`)
      expect(reason).toContain('http://127.0.0.1:8788, http://localhost:8788')
    }
  })

  it('a target with a path admits that path and below, not its siblings', () => {
    const check = createWebhookTargetCheck(['http://127.0.0.1:9000/hooks'])
    expect(check(new URL('http://127.0.0.1:9000/hooks'))).toBeUndefined()
    expect(check(new URL('http://127.0.0.1:9000/hooks/purchase'))).toBeUndefined()
    expect(check(new URL('http://127.0.0.1:9000/hooksmith'))).toBeDefined()
    expect(check(new URL('http://127.0.0.1:9000/'))).toBeDefined()
  })

  it('an empty list admits nothing', () => {
    expect(createWebhookTargetCheck([])(new URL('http://127.0.0.1:8788/'))).toContain('(none)')
  })
})

describe('parseWebhookTarget', () => {
  it.each([
    'nope',
    'ftp://127.0.0.1/x',
    'http://u:p@127.0.0.1:8788',
    'http://127.0.0.1:8788/?token=1',
    'http://127.0.0.1:8788/#x',
  ])('refuses %s with a TypeError', (text) => {
    expect(() => parseWebhookTarget(text)).toThrow(TypeError)
  })
})
