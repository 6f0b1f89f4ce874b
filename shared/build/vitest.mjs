import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Every test starts with the five dictionaries loaded, as a page has its language's after the
// shell's bootstrap, so screens render their words synchronously.
const loadEveryDictionary = fileURLToPath(
  new URL('../src/i18n/testing/load-every-dictionary.ts', import.meta.url),
)

/**
 * How many test files run at once. Vitest leaves a core to its main process, which on the
 * two-core machines the shop is tested on means one file at a time: the workers spend most of
 * their time starting (happy-dom, workerd), and two at a time finish in about 60% of the time.
 */
export const testWorkers = Math.max(2, availableParallelism() - 1)

/**
 * The vitest config of a React app of the shop: happy-dom, tests beside the code, CSS Modules
 * with readable class names (`catalog-header`) so a test can still see which class applies.
 *
 * @example
 * // shell/vitest.config.mjs
 * import { defineTestConfig } from '@storefront/shared/build'
 * export default defineTestConfig({ name: 'shell', dir: import.meta.dirname })
 *
 * @param {{ name: string, dir: string, setupFiles?: string[] }} options
 * @returns {import('vitest/config').UserConfig}
 */
export function defineTestConfig({ name, dir, setupFiles = [] }) {
  return {
    root: dir,
    css: { modules: { generateScopedName: `${name}-[local]` } },
    test: {
      name,
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [loadEveryDictionary, ...setupFiles.map((file) => path.resolve(dir, file))],
      maxWorkers: testWorkers,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }
}
