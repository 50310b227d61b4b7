// The template's Babel setup (Expo's preset; under Jest, import.meta made CommonJS-safe): the
// app is the template's page, built the same way.
module.exports = require('../../packages/create-rampkit/templates/expo/babel.config.js')
