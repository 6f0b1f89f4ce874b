import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'build/**/*.test.mjs'],
    setupFiles: ['src/i18n/testing/load-every-dictionary.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/i18n/locales/**', 'src/i18n/testing/**'],
      reporter: ['text-summary'],
    },
  },
})
