// Fake timers in each test: core's helper (a test-only module, loaded by its source path), one
// implementation for core's store tests and the adapters' tests.
export { fakeTimersInEachTest } from '../../../packages/core/src/shared/testing/fakeTimers.js'
