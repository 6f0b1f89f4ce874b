import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

const made = []
// Imported by a test file, this runs after each of its tests.
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A folder of files for a build helper's test, removed after the test.
 *
 * @example tempTree('tokens-', { 'a/card.module.css': '.card {}' }) // '/tmp/tokens-XXXX'
 *
 * @param {string} prefix
 * @param {Record<string, string>} files path in the folder → text
 * @returns {string} the folder
 */
export function tempTree(prefix, files) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  made.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}
