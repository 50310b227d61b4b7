import { defineProject } from 'vitest/config'

// The web build's component (RampWidgetView.web.tsx, react-native-web's platform file) in jsdom,
// on the built @rampkit/core and @rampkit/react as an app gets them; the app's component (the
// WebView) runs on Jest with React Native's preset (jest.config.cjs).
export default defineProject({
  test: {
    name: 'react-native-web',
    include: ['src/**/*.web.test.tsx'],
    environment: 'jsdom',
  },
})
