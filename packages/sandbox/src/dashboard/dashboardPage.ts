import { htmlPageStart } from '@rampkit/server-plumbing'
import { FAVICON_LINK } from '../routes/favicon.js'

/**
 * The dashboard's page: landmarks, headings and labelled regions that the script
 * (`dashboard.js`) fills. Everything it shows comes from the control API, which redacts view
 * tokens and never holds the host API key or the webhook private key.
 */
export function dashboardPage(): string {
  return `${htmlPageStart(
    'rampkit sandbox dashboard',
    `${FAVICON_LINK}
<style>${STYLE}</style>
<script type="module" src="./dashboard.js"></script>`,
  )}
<header>
  <h1>rampkit sandbox</h1>
  <p id="connection" role="status" aria-live="polite">Connecting…</p>
  <button type="button" id="reset">Reset sandbox</button>
</header>
<div id="problem" role="alert"></div>
<main>
  <div class="records">
  <section aria-labelledby="purchases-title">
    <h2 id="purchases-title">Purchases</h2>
    <p class="empty" id="purchases-empty">No purchases yet: make one in an app, or run <code>npx rampkit-sandbox trigger purchase.released</code> (in the rampkit repository: <code>pnpm exec rampkit-sandbox trigger purchase.released</code>).</p>
    <table aria-labelledby="purchases-title" id="purchases"><thead><tr>
      <th scope="col">Purchase</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Timeline</th><th scope="col">Actions</th>
    </tr></thead><tbody></tbody></table>
  </section>
  <section aria-labelledby="sales-title">
    <h2 id="sales-title">Sales</h2>
    <p class="empty" id="sales-empty">No sales yet.</p>
    <table aria-labelledby="sales-title" id="sales"><thead><tr>
      <th scope="col">Sale</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Timeline</th><th scope="col">Actions</th>
    </tr></thead><tbody></tbody></table>
  </section>
  <section aria-labelledby="deliveries-title">
    <h2 id="deliveries-title">Webhook deliveries</h2>
    <p class="empty" id="deliveries-empty">No webhook calls yet.</p>
    <ul id="paused-destinations" role="status" hidden></ul>
    <table aria-labelledby="deliveries-title" id="deliveries"><thead><tr>
      <th scope="col">Time</th><th scope="col">Call</th><th scope="col">Attempt</th><th scope="col">Outcome</th><th scope="col">Answer</th><th scope="col">Latency</th><th scope="col">Target</th><th scope="col">Actions</th>
    </tr></thead><tbody></tbody></table>
  </section>
  </div>
  <div class="side">
  <section aria-labelledby="faults-title">
    <h2 id="faults-title">Fault injection</h2>
    <form id="fault-form" aria-labelledby="faults-title">
      <label for="fault-endpoint">Endpoint</label> <select id="fault-endpoint" name="endpoint"></select>
      <label for="fault-kind">Fault</label> <select id="fault-kind" name="fault"></select>
      <label for="fault-count">Count</label> <input id="fault-count" name="count" type="number" min="1" max="100" value="1">
      <button type="submit">Inject fault</button>
    </form>
    <p><button type="button" id="fail-next-purchase">Make the next purchase fail</button>
    <button type="button" id="clear-faults">Clear faults</button></p>
    <ul id="armed-faults" aria-label="Armed faults"></ul>
  </section>
  <section aria-labelledby="prices-title">
    <h2 id="prices-title">Price walk</h2>
    <p id="price-walk" aria-live="polite"></p>
    <p><button type="button" id="prices-pause">Pause price walk</button>
    <button type="button" id="prices-resume">Resume price walk</button>
    <button type="button" id="prices-step">Step price walk</button></p>
  </section>
  <section aria-labelledby="key-title">
    <h2 id="key-title">Webhook public key</h2>
    <label for="public-key">PEM key receivers verify <code>X-Body-Signature</code> with</label>
    <textarea id="public-key" readonly rows="4"></textarea>
    <p><button type="button" id="copy-key">Copy public key</button> <span id="copy-result" role="status"></span></p>
  </section>
  </div>
</main>
</body>
</html>`
}

const STYLE = `
:root { font: 14px/1.4 system-ui, sans-serif; color: #1b1f24; background: #f6f7f9; }
body { margin: 0; }
header { display: flex; gap: 1rem; align-items: center; padding: .6rem 1.2rem; background: #15233b; color: #fff; }
header h1 { font-size: 1.1rem; margin: 0; }
header p { margin: 0; flex: 1; font-size: .9rem; }
main { display: grid; align-items: start; grid-template-columns: minmax(0, 3fr) minmax(16rem, 1fr); gap: 1rem; padding: 1rem 1.2rem; }
.records, .side { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
section { background: #fff; border: 1px solid #d7dbe0; border-radius: 6px; padding: .6rem .9rem; }
h2 { font-size: 1rem; margin: .2rem 0 .6rem; }
table { width: 100%; border-collapse: collapse; font-size: .85rem; }
th, td { text-align: left; padding: .3rem .4rem; border-top: 1px solid #e3e6ea; vertical-align: top; }
th { font-weight: 600; color: #4a5260; }
table:has(tbody:empty) { display: none; }
.muted { color: #5b6472; }
.empty { color: #5b6472; margin: .2rem 0; }
.empty[hidden] { display: none; }
code, pre, .id { font-family: ui-monospace, monospace; font-size: .8rem; }
pre { background: #f2f4f7; padding: .4rem; overflow: auto; max-height: 14rem; margin: .2rem 0; white-space: pre-wrap; word-break: break-all; }
ol.timeline { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .2rem; }
ol.timeline li { background: #eef1f5; border-radius: 3px; padding: 0 .3rem; font-size: .75rem; }
ol.timeline li time { color: #5b6472; margin-left: .2rem; }
.status { font-weight: 600; }
.outcome-delivered { color: #176b2c; } .outcome-retrying { color: #8a5a00; }
.outcome-failed, .outcome-refused, .outcome-dropped { color: #a11b1b; }
button { font: inherit; font-size: .8rem; padding: .15rem .5rem; border: 1px solid #8792a2; border-radius: 4px; background: #fff; cursor: pointer; margin: .1rem; }
button:hover { background: #eef1f5; } button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid #2457c5; outline-offset: 1px; }
header button { border-color: #fff; }
select, input { font: inherit; font-size: .8rem; margin: .1rem 0 .3rem; }
form label { display: block; margin-top: .3rem; }
form select, form input { display: block; max-width: 100%; }
textarea { width: 100%; box-sizing: border-box; font-family: ui-monospace, monospace; font-size: .7rem; }
#problem:not(:empty) { margin: .6rem 1.2rem 0; padding: .5rem .8rem; background: #fde8e8; border: 1px solid #e0a4a4; border-radius: 6px; }
.detail h3 { font-size: .85rem; margin: .3rem 0 0; }
`
