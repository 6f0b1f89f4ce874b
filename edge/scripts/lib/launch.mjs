// Runs a TypeScript entry of edge/scripts with Node 20: esbuild (wrangler's own) bundles it,
// with the shared package's sources, into node_modules/.cache, then it is imported.
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { failureText } from './failure-text.mjs'

const edgeRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export async function runTypeScript(entry) {
  process.env.STOREFRONT_EDGE_ROOT = edgeRoot
  // No internet for Request.cf data in local runs.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
  const outdir = join(edgeRoot, 'node_modules/.cache/storefront-edge')
  mkdirSync(outdir, { recursive: true })
  const outfile = join(outdir, `${entry.replace(/[/\\]/g, '_').replace(/\.ts$/, '')}.mjs`)
  await build({
    entryPoints: [join(edgeRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['miniflare', 'esbuild', 'wrangler'],
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  })
  const { main } = await import(pathToFileURL(outfile).href)
  try {
    await main(process.argv.slice(2))
  } catch (error) {
    console.error(failureText(error))
    process.exitCode = 1
  }
}
