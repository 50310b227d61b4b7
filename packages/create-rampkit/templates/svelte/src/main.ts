import { mount } from 'svelte'
import App from './App.svelte'
import { config } from './config'
import '../styles.css'

mount(App, { target: document.getElementById('root')!, props: { config } })
