// Jest's transform (React Native's preset); the package itself is built by tsup.
module.exports = { presets: ['module:@react-native/babel-preset'] }
