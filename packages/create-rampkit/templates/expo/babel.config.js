// Expo's preset, for the app and for Jest. Under Jest, ES modules (the rampkit packages) become
// CommonJS, so their `import.meta.url` becomes the file's URL.
module.exports = (api) => {
  const test = api.env('test')
  api.cache.using(() => test)
  return {
    presets: ['babel-preset-expo'],
    plugins: test ? ['babel-plugin-transform-import-meta'] : [],
  }
}
