/** What `svelte/server` renders for ServerPage (ssr.test.ts checks it; hydration.test.ts hydrates it). */
export const SERVER_PAGE_HTML =
  '<!--[--><main><p>idle/idle/idle/false/false/0</p> <div class="panel"></div><!----></main><!--]-->'
