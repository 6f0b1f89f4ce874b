// npm run dev: build the dev host in watch mode and serve it on http://localhost:3013.
// Needs commerce-local (npm run dev -w @storefront/commerce-local) on http://localhost:8788.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
// Where the watch build writes (shared/build/build.mjs): never dist/, which the publish script uploads.
const dist = path.join(root, '.dev')
const port = Number(process.env.PORT ?? 3013)
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
}

const build = spawn(process.execPath, ['../shared/build/build.mjs', '--watch'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CART_DEV_HOST: '1', NODE_ENV: 'development' },
})

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  let file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(dist, 'index.html')
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  })
  createReadStream(file).pipe(response)
}).listen(port, () => console.log(`cart dev host on http://localhost:${port}/?market=it (API: ?api=…)`))

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => build.kill(signal) && process.exit(0))
