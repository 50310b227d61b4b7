// Test helper (not part of the app): react-native-webview replaced by a View that keeps every
// prop (source, injectedJavaScript, onMessage…), so a test reads what the WebView was given and
// fires its messages: `onMessage({ nativeEvent: { data } })`.
import { forwardRef, useImperativeHandle } from 'react'
import { View, type ViewProps } from 'react-native'

/** What a test finds the stand-in by. */
export const WEBVIEW_TEST_ID = 'webview-stand-in'

/** Scripts the component ran in the page (`injectJavaScript`), in order, per stand-in. */
export const injectedScripts: string[] = []

export const WebView = forwardRef(function WebView(
  props: ViewProps & Record<string, unknown>,
  ref,
) {
  useImperativeHandle(ref, () => ({
    injectJavaScript: (script: string) => injectedScripts.push(script),
    goBack() {},
    reload() {},
    stopLoading() {},
  }))
  return <View {...props} testID={WEBVIEW_TEST_ID} />
})

export default WebView
