import { rspack } from '@rspack/core'
import { defineApp } from '@storefront/shared/build'

// `npm run dev` builds the standalone dev host (src/app/dev) with an HTML page around it.
const devHost = process.env.CART_DEV_HOST === '1'

const config = defineApp({
  name: 'cart',
  dir: import.meta.dirname,
  exposes: { './App': './src/exposes/app.tsx', './MiniCart': './src/exposes/mini-cart.tsx' },
  ...(devHost ? { entry: './src/app/dev/index.ts', mode: 'development' } : {}),
})
if (devHost) config.plugins?.push(new rspack.HtmlRspackPlugin({ template: './dev/index.html' }))

export default config
