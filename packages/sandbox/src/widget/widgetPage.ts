import { FAVICON_LINK } from '../routes/favicon.js'
import {
  APP_VERSION_META,
  checkWidgetAppVersion,
  DEFAULT_WIDGET_APP_VERSION,
} from './appVersion.js'

/**
 * The stand-in widget's page: plain, accessible markup (every control has a label, results
 * are announced in live regions) that `widget.js` fills in. Nothing from the URL is put in
 * here: the script reads the configuration and writes it with `textContent` only. The version
 * it reports is the sandbox's option, checked to be digits and dots.
 */
export function widgetPage(appVersion: string = DEFAULT_WIDGET_APP_VERSION): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${APP_VERSION_META}" content="${checkWidgetAppVersion(appVersion)}">
<title>rampkit sandbox widget</title>
${FAVICON_LINK}
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #1d1f2b; background: #fff; }
  [hidden] { display: none !important; }
  main { max-width: 460px; margin: 0 auto; padding: 16px; overflow-wrap: anywhere; }
  header { display: flex; align-items: center; gap: 10px; }
  header img { width: 32px; height: 32px; object-fit: contain; }
  header h1 { flex: 1; font-size: 18px; margin: 0; }
  form { display: grid; gap: 10px; margin-top: 12px; }
  label { display: grid; gap: 2px; font-weight: 600; }
  fieldset { border: 1px solid #d8dae5; border-radius: 6px; }
  fieldset label { display: flex; gap: 6px; font-weight: 400; }
  select, input { font: inherit; padding: 6px; }
  button { font: inherit; padding: 8px 12px; cursor: pointer; }
  button[aria-disabled=true] { opacity: 0.6; cursor: progress; }
  [role=alert] { color: #b00020; }
  .note { color: #555; font-size: 13px; }
  #intro h2 { font-size: 16px; }
</style>
</head>
<body>
<main>
  <header>
    <img id="logo" alt="" hidden>
    <h1 id="title">Sandbox widget</h1>
    <button type="button" id="exit">Exit</button>
  </header>
  <p class="note">rampkit sandbox: no real money moves.</p>
  <p id="status" role="status" aria-live="polite" tabindex="-1">Loading…</p>
  <p id="error" role="alert" hidden></p>
  <section id="intro" hidden aria-labelledby="introTitle">
    <h2 id="introTitle">The sandbox's stand-in widget</h2>
    <p>This page plays the on-ramp widget for apps in development. It starts when a host app
    opens it with a configuration in its address (<code>hostAppName</code>,
    <code>hostLogoUrl</code>, <code>hostApiKey</code> and the rest): rampkit's
    <code>createWidget</code>, <code>&lt;RampWidget&gt;</code> or
    <code>&lt;rampkit-widget&gt;</code>, or the official SDK, with its <code>url</code> set to
    this page.</p>
    <p><a id="introExample" href="./">Open it with an example configuration</a>: host app
    "Demo", the sandbox's key <code>demo-host-api-key</code>, 100 EUR of ETH.</p>
    <p>How a host opens it: <a href="http://127.0.0.1:5178/guide/widget">the widget guide</a>
    (rampkit's documentation site: <code>pnpm docs:serve</code> in the rampkit repository) and
    <a href="https://github.com/rampkit/rampkit/tree/main/packages/sandbox#readme">the sandbox's
    README</a>.</p>
  </section>
  <form id="flow" hidden novalidate>
    <fieldset id="flows"><legend>Flow</legend>
      <label><input type="radio" name="flow" value="ONRAMP"> Buy crypto</label>
      <label><input type="radio" name="flow" value="OFFRAMP"> Sell crypto</label>
    </fieldset>
    <label>Country <select id="country"></select></label>
    <label>Asset <select id="asset"></select></label>
    <label>Currency <select id="currency"></select></label>
    <label>Amount <input id="amount" type="number" min="0" step="0.01" inputmode="decimal"></label>
    <fieldset id="methods"><legend id="methodsLegend">Payment method</legend></fieldset>
    <label id="addressField">Wallet address <input id="address" autocomplete="off" spellcheck="false" aria-describedby="addressNote"></label>
    <p id="addressNote" class="note" aria-live="polite" hidden></p>
    <label id="emailField">Email <input id="email" type="email" autocomplete="email"></label>
    <button type="submit" id="confirm">Confirm</button>
  </form>
  <section id="done" hidden aria-labelledby="doneTitle">
    <h2 id="doneTitle"></h2>
    <p id="doneText"></p>
    <button type="button" id="send" hidden>Send from wallet</button>
  </section>
  <dialog id="closeDialog" aria-labelledby="closeQuestion">
    <form method="dialog">
      <p id="closeQuestion">Close the widget? Your progress will be lost.</p>
      <button value="close">Close widget</button>
      <button value="stay" autofocus>Keep going</button>
    </form>
  </dialog>
</main>
<script type="module" src="./widget.js"></script>
</body>
</html>
`
}
