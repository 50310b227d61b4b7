// The server plumbing the sandbox (`@rampkit/sandbox`, which bundles it) and the example webhook
// receiver share: connection, time and body limits, a per-client rate limiter, the check of the
// host a request names, and command-line flags. Private: never published on its own.
export {
  CliUsageError,
  type FlagSpec,
  type FlagValues,
  readCommandLine,
  readFlags,
  readInteger,
  readServerLimitFlags,
  SERVER_FLAGS,
  SERVER_LIMIT_FLAGS,
  serverLimitsUsage,
} from './cliFlags'
export { escapeHtml, htmlPageStart } from './html'
export { createLimitedServer, type LimitedServerOptions } from './limitedServer'
export { createRateLimiter, type RateLimiter } from './rateLimiter'
export {
  hostLines,
  incomingHostProblem,
  type RequestHostLines,
  type RequestHostProblem,
  requestHostProblem,
} from './requestHost'
export {
  DEFAULT_SERVER_LIMITS,
  guardServer,
  httpServerOptions,
  resolveServerLimits,
  type ServerLimits,
} from './serverLimits'
