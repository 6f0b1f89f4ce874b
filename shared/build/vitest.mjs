import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults } from 'vitest/config'

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

const testFile = /\.test\.(ts|tsx|mjs)$/
// A module mock replaces an import only for modules loaded after it: in a worker that already
// loaded the real module for an earlier file, the mock would miss.
const mocksModules = /\bvi\.(mock|doMock|resetModules)\(/

/**
 * The test files in `folders` of `dir` that mock a module, as paths from `dir`.
 *
 * @param {string} dir
 * @param {readonly string[]} folders
 * @returns {string[]}
 */
export function filesMockingModules(dir, folders) {
  return folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => mocksModules.test(readFileSync(path.join(dir, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/')),
  )
}

/**
 * The vitest projects of a workspace's tests: the files share their worker's modules (and page),
 * as a fresh module graph per file was two thirds of a suite's time or more, while the files
 * that mock a module run each with a registry of their own, in a project beside.
 *
 * @param {{ name: string, dir: string, include: string[], folders: readonly string[] }} options
 */
export function projectsSharingModules({ name, dir, include, folders }) {
  const mocking = filesMockingModules(dir, folders)
  const sharing = {
    extends: true,
    test: { name, include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
  }
  if (mocking.length === 0) return [sharing]
  return [sharing, { extends: true, test: { name: `${name} (mocks)`, include: mocking, isolate: true } }]
}

/**
 * The vitest config of a React app of the shop: happy-dom, tests beside the code, CSS Modules
 * with readable class names (`catalog-header`) so a test can still see which class applies.
 * Test files share their worker's page and modules (`projectsSharingModules`): the setup files
 * give each test an empty page, bus and storage.
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
      environment: 'happy-dom',
      setupFiles: [loadEveryDictionary, ...setupFiles.map((file) => path.resolve(dir, file))],
      maxWorkers: testWorkers,
      clearMocks: true,
      restoreMocks: true,
      unstubGlobals: true,
      projects: projectsSharingModules({ name, dir, include: ['src/**/*.test.{ts,tsx}'], folders: ['src'] }),
    },
  }
}
