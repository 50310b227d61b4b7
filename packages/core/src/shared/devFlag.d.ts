/**
 * Development code's switch: true in the development build, false in the production build,
 * `process.env.NODE_ENV !== 'production'` (guarded) in the default one. Defined by each build in
 * packages/core/build/devFlag.mjs; write it only as a plain `if (__DEV__)`.
 */
declare const __DEV__: boolean
