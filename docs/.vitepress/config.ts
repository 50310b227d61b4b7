import { fileURLToPath } from 'node:url'
import { createSiteConfig } from '../site/createSiteConfig'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

export default createSiteConfig({ root: docsRoot })
