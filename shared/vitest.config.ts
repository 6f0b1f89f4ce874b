import { defineConfig } from 'vitest/config'
import { projectsSharingModules, testWorkers } from './build/index.mjs'

export default defineConfig({
  test: {
    maxWorkers: testWorkers,
    projects: projectsSharingModules({
      name: 'shared',
      dir: import.meta.dirname,
      include: ['src/**/*.test.ts', 'build/**/*.test.mjs'],
      folders: ['src', 'build'],
    }),
    setupFiles: ['src/i18n/testing/load-every-dictionary.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/i18n/locales/**', 'src/i18n/testing/**'],
      reporter: ['text-summary'],
    },
  },
})
