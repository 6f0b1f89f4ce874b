import { defineConfig } from 'vitest/config'
import { testWorkers } from './build/index.mjs'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'build/**/*.test.mjs'],
    maxWorkers: testWorkers,
    setupFiles: ['src/i18n/testing/load-every-dictionary.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/i18n/locales/**', 'src/i18n/testing/**'],
      reporter: ['text-summary'],
    },
  },
})
