import path from 'node:path'

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
      setupFiles: setupFiles.map((file) => path.resolve(dir, file)),
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }
}
