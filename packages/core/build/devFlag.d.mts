import type { Plugin } from 'esbuild'

export declare const DEV_FLAG: {
  production: string
  development: string
  default: string
}
export declare function devFlagPlugin(value: string): Plugin
export declare function devFlagVitePlugin(): import('vite').Plugin
