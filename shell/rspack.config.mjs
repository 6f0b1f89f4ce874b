import { defineApp } from '@storefront/shared/build'

// The host: no exposes; its entry script, stylesheets and placeholder go into dist/shop-app.json
// for the edge.
export default defineApp({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  placeholder: './src/placeholder/placeholder.html',
})
