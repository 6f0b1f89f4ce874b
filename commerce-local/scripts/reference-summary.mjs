// npm run reference -w commerce-local: writes test/reference-summary.generated.json from Commerce Layer's
// resource reference (../shared/commercelayer/resources.json, beside the repository and never
// copied into it). The conformance tests read the summary, so a clone without the reference
// still checks commerce-local against it; they say when the summary is older than the reference.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { importSource } from './import-source.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const referencePath = path.join(root, '../../shared/commercelayer/resources.json')
export const summaryPath = path.join(root, 'test/reference-summary.generated.json')

/**
 * The summary of the reference as `test/reference-summary.ts` makes it, of the types commerce-local
 * serves (a tenth of the reference's), as formatted JSON.
 */
export async function summaryOfReference() {
  const { referenceSummary, registeredTypes } = await importSource({
    contents: `import './src/app'
      export { registeredTypes } from './src/jsonapi/registry'
      export { referenceSummary } from './test/reference-summary'`,
    resolveDir: root,
  })
  const summary = referenceSummary(JSON.parse(readFileSync(referencePath, 'utf8')))
  const served = Object.fromEntries(registeredTypes().map((type) => [type, summary[type]]))
  return `${JSON.stringify(served, null, 1)}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(summaryPath, await summaryOfReference())
  console.log(`commerce-local: ${path.relative(process.cwd(), summaryPath)} written from the reference`)
}
