// Public entry of @rampkit/core. Each area owns its index; this file only composes them.
export * from '../amounts/index.js'
export * from '../assets/index.js'
export * from '../client/index.js'
export * from '../host/index.js'
export * from '../quotes/index.js'
export * from '../types/index.js'
export * from '../widget/index.js'
