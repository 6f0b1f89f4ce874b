import { defineTestConfig } from '@storefront/shared/build'

export default defineTestConfig({
  name: 'catalog',
  dir: import.meta.dirname,
  setupFiles: ['src/test/setup.ts'],
})
