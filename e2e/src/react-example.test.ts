// The React example app (the create-rampkit React template's page with the example's extras),
// built once with Vite against a real sandbox on the local EVM chain and a webhook receiver,
// driven in Chromium: the sandbox wallet connected, ETH bought and USDC sold on the chain (the
// wallet's prompt refused, then approved), the event log, the embedded panel, axe and the
// keyboard.
import { describeExampleApp } from './examples/describeExampleApp.js'

describeExampleApp({
  appDir: 'apps/react-example',
  packageName: '@rampkit/react',
  localChain: true,
})
