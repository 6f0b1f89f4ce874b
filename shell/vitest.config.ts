import { defineTestConfig } from '@storefront/shared/build'
import { defineConfig } from 'vitest/config'

export default defineConfig(
  defineTestConfig({ name: 'shell', dir: import.meta.dirname, setupFiles: ['src/testing/setup.ts'] }),
)
