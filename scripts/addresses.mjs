// Every address `pnpm start` serves, as the README's table lists them (one row each):
// scripts/start.mjs prints each once it answers, then their count; scripts/readmeStart.test.ts
// checks that the README's table and count agree with this list, scripts/first-contact that
// each answers 200.
export const ADDRESSES = [
  { url: 'http://127.0.0.1:8787/api', what: 'sandbox host API' },
  { url: 'http://127.0.0.1:8787/widget/', what: 'sandbox stand-in widget' },
  { url: 'http://127.0.0.1:8787/sandbox/', what: 'sandbox control API' },
  { url: 'http://127.0.0.1:8787/dashboard/', what: 'sandbox dashboard' },
  { url: 'http://127.0.0.1:8788/', what: 'webhook receiver' },
  { url: 'http://127.0.0.1:5173/', what: 'React example' },
  { url: 'http://127.0.0.1:5174/', what: 'Vue example' },
  { url: 'http://127.0.0.1:5175/', what: 'Svelte example' },
  { url: 'http://127.0.0.1:5176/', what: 'Next.js example' },
  { url: 'http://127.0.0.1:5177/', what: 'plain HTML example' },
  { url: 'http://127.0.0.1:5178/', what: 'documentation site' },
  { url: 'http://127.0.0.1:5179/', what: 'Expo example (web build)' },
  { url: 'http://127.0.0.1:8545/', what: 'local EVM chain (JSON-RPC)' },
]
