declare const process: { env: Record<string, string | undefined> }

/**
 * Whether to explain problems on the console, as core's development build does: an app's
 * bundler replaces `process.env.NODE_ENV` (the script-tag build has `"production"` compiled
 * in); a plain `<script type="module">` without `process` is development.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return true
  }
}
