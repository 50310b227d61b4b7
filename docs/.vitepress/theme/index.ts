import TwoslashFloatingVue from '@shikijs/vitepress-twoslash/client'
import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import { onMounted } from 'vue'
import '@shikijs/vitepress-twoslash/style.css'
import './accessible.css'
import WidgetPlayground from './components/WidgetPlayground.vue'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.use(TwoslashFloatingVue)
    app.component('WidgetPlayground', WidgetPlayground)
  },
  setup() {
    // The search button's key hint (Ctrl K) is for the eye. Its `aria-label="Search"` leaves the
    // visible "K" out of the accessible name (WCAG 2.5.3, label in name): the hint is hidden from
    // assistive technology instead, and the name comes from the visible "Search" itself.
    onMounted(() => {
      for (const button of document.querySelectorAll('.DocSearch-Button')) {
        button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true')
        button.removeAttribute('aria-label')
      }
    })
  },
} satisfies Theme
