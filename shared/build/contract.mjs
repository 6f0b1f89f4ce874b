import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const contractSource = fileURLToPath(new URL('../src/contract/index.ts', import.meta.url))

/**
 * The `contractVersion` declared in shared/src/contract/index.ts. Read as text because the
 * build runs in plain Node, which cannot import the TypeScript source.
 *
 * @returns {string}
 */
export function readContractVersion() {
  const match = /export const contractVersion = '([^']+)'/.exec(readFileSync(contractSource, 'utf8'))
  if (!match?.[1]) throw new Error(`contractVersion not found in ${contractSource}`)
  return match[1]
}
