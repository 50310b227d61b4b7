import { vi } from 'vitest'

/** A `document` with just page visibility, installed as the global for one test. */
export function installFakeDocument() {
  const target = new EventTarget()
  const fake = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    listeners: 0,
  }
  const add = fake.addEventListener
  const remove = fake.removeEventListener
  fake.addEventListener = ((...args: Parameters<EventTarget['addEventListener']>) => {
    fake.listeners += 1
    add(...args)
  }) as typeof add
  fake.removeEventListener = ((...args: Parameters<EventTarget['removeEventListener']>) => {
    fake.listeners -= 1
    remove(...args)
  }) as typeof remove
  vi.stubGlobal('document', fake)
  return {
    get listeners() {
      return fake.listeners
    },
    show(visible: boolean) {
      fake.visibilityState = visible ? 'visible' : 'hidden'
      target.dispatchEvent(new Event('visibilitychange'))
    },
  }
}
