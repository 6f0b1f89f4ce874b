import { defineApp } from '@storefront/shared/build'

// `npm run dev` builds the standalone dev host (src/app/dev) instead of the bare remote entry.
const devHost = process.env.CART_DEV_HOST === '1'

export default defineApp({
  name: 'cart',
  dir: import.meta.dirname,
  exposes: { './App': './src/exposes/app.tsx', './MiniCart': './src/exposes/mini-cart.tsx' },
  entry: devHost ? './src/app/dev/index.ts' : './src/index.ts',
  mode: devHost ? 'development' : undefined,
})
