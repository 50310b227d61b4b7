import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid } from '../testkit.js'

describe('boolean switches', () => {
  it.each([true, false])('hideExitButton accepts %s', (value) => {
    expect(valid({ hideExitButton: value }).hideExitButton).toBe(value)
  })

  it.each([
    ['hideExitButton', 'true', 'the string "true"'],
    ['hideExitButton', 1, 'the number 1'],
    ['useSendCryptoCallback', 'false', 'the string "false"'],
    ['useSendCryptoCallback', null, 'null'],
  ])('%s = %j is an issue', (key, value, described) => {
    expectOneIssue(
      { enabledFlows: ['OFFRAMP'], [key]: value },
      key,
      `${key} must be a boolean (true or false), got ${described}.`,
    )
  })
})
