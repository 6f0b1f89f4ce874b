import { defineApp } from '@storefront/shared/build'

// `./App` is the catalog's routes; the main entry is the standalone dev host only.
export default defineApp({
  name: 'catalog',
  dir: import.meta.dirname,
  exposes: { './App': './src/exposes/app.tsx' },
})
