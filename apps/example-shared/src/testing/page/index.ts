// The example pages' component tests, written once (a separate entry from ../index.ts: this one
// imports vitest and @testing-library/dom, which the Expo app's Jest tests must not load).
export { describeExamplePage } from './describeExamplePage.js'
export type { ExamplePage, PageTest } from './examplePage.js'
export { pageScenarios } from './pageScenarios.js'
