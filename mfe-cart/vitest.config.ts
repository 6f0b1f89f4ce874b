import { defineTestConfig } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  defineTestConfig({ name: 'cart', dir: import.meta.dirname, setupFiles: ['test/setup.ts'] }),
)
