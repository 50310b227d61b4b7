// react-native-webview's WebView in Jest: a View that keeps every prop (the test reads
// `source`, fires `onMessage`) and records what the component injects into the page.
import { forwardRef, useImperativeHandle } from 'react'
import { View, type ViewProps } from 'react-native'

/** Every script `injectJavaScript` was given, oldest first, across WebViews. */
export const injectedScripts: string[] = []

export const WebView = forwardRef<{ injectJavaScript(script: string): void }, ViewProps>(
  function WebView(props, ref) {
    useImperativeHandle(ref, () => ({
      injectJavaScript: (script: string) => {
        injectedScripts.push(script)
      },
    }))
    return <View testID="webview" {...props} />
  },
)
