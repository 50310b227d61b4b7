/**
 * Calls a host's callback; if it throws, the error is reported as an uncaught error
 * (`reportError`, as the DOM does for event listeners, else rethrown from a timer) and the
 * caller goes on: a host's bug shows in its console without breaking rampkit's work.
 */
export function callReportingErrors<A>(callback: (arg: A) => unknown, arg: A): void {
  try {
    callback(arg)
  } catch (error) {
    if (typeof reportError === 'function') reportError(error)
    else
      setTimeout(() => {
        throw error
      })
  }
}
