// Expo's preset for the app and for Jest (jest-expo runs babel-jest with this file). Under Jest
// the workspace's ES modules become CommonJS, so their `import.meta.url` becomes the file's URL.
module.exports = (api) => {
  const test = api.env('test')
  api.cache.using(() => test)
  return {
    presets: ['babel-preset-expo'],
    plugins: test ? ['babel-plugin-transform-import-meta'] : [],
  }
}
