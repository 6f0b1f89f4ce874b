import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'

/**
 * A folder of files for a build helper's test, removed when the test finishes.
 *
 * @example tempTree('tokens-', { 'a/card.module.css': '.card {}' }) // '/tmp/tokens-XXXX'
 *
 * @param {string} prefix
 * @param {Record<string, string>} files path in the folder → text
 * @returns {string} the folder
 */
export function tempTree(prefix, files) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  // Per test, not a module-level afterEach: the test files share their worker's modules, so a
  // hook registered on import would run only for the first file that imported this one.
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}
