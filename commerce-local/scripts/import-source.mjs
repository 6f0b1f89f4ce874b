// Node 20 runs no TypeScript: a script that needs the worker's own code (the seed, the resource
// registry) bundles it with esbuild and imports the bundle, so it runs the code the tests run.
import { build } from 'esbuild'

/**
 * The exports of TypeScript source: a file (`entry`), or module text resolved from `resolveDir`.
 *
 * @example const { seedSqlScript } = await importSource({ entry: 'src/seed/sql-script.ts' })
 */
export async function importSource({ entry, contents, resolveDir }) {
  const bundle = await build({
    ...(contents === undefined
      ? { entryPoints: [entry] }
      : { stdin: { contents, resolveDir, loader: 'ts' } }),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  })
  const code = bundle.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}
