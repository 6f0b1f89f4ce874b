#!/usr/bin/env node
/**
 * npm run dev: builds the catalog in watch mode and serves it with a small dev host page that
 * mounts `./App` with a guest session from commerce-local (see README.md).
 *
 *   PORT=3101 COMMERCE_URL=http://localhost:8788 CLIENT_ID=commerce-local-sales-channel npm run dev
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rspack } from '@rspack/core'

process.env.NODE_ENV = 'development'
const dir = path.resolve(import.meta.dirname, '..')
// Not dist/: a production build (npm run build, the publish script) may run at the same time.
const dist = path.join(dir, '.dev')
const port = Number(process.env.PORT ?? 3101)
const devConfig = {
  commerceUrl: process.env.COMMERCE_URL ?? 'http://localhost:8788',
  clientId: process.env.CLIENT_ID ?? 'commerce-local-sales-channel',
}

const { default: config } = await import(pathToFileURL(path.join(dir, 'rspack.config.mjs')).href)
config.output.path = dist
let entryFiles = []
rspack(config).watch({}, (error, stats) => {
  if (error) return console.error(error)
  const json = stats.toJson({ all: false, entrypoints: true, errors: true, warnings: true })
  entryFiles = (json.entrypoints?.main?.assets ?? []).map((asset) => asset.name)
  for (const problem of json.errors ?? []) console.error(problem.message)
  console.log(
    `catalog built (${stats.hasErrors() ? 'with errors' : 'ok'}) — http://localhost:${port}/italy/eur/it/`,
  )
})

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
}

function page() {
  const styles = entryFiles
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="stylesheet" href="/${f}">`)
  const scripts = entryFiles.filter((f) => f.endsWith('.js')).map((f) => `<script src="/${f}"></script>`)
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalog dev host</title>
<style>body{margin:0;background:#faf7f2;font-family:system-ui,sans-serif}</style>
${styles.join('\n')}
</head>
<body>
<div id="root"></div>
<script>window.__CATALOG_DEV__ = ${JSON.stringify(devConfig)}</script>
${scripts.join('\n')}
</body>
</html>`
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`)
  const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''))
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    })
    createReadStream(file).pipe(response)
    return
  }
  // Every other path is a screen of the dev host: the page reads the URL itself.
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(page())
}).listen(port, () => console.log(`catalog dev host on http://localhost:${port}/italy/eur/it/`))
