#!/usr/bin/env node
/**
 * Builds the app in the current folder with its rspack.config.mjs.
 *
 *   node ../shared/build/build.mjs           production build to dist/
 *   node ../shared/build/build.mjs --watch   rebuild on change to .dev/ (NODE_ENV=development for readable output)
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rspack } from '@rspack/core'

const watch = process.argv.includes('--watch')
const configPath = path.resolve(process.cwd(), 'rspack.config.mjs')
const { default: config } = await import(pathToFileURL(configPath).href)
// Never dist/: what the publish script uploads must be a production build, and one may run
// while a watch rebuilds.
if (watch) config.output.path = path.resolve(process.cwd(), '.dev')
const compiler = rspack(config)

/**
 * @param {Error | null} error
 * @param {import('@rspack/core').Stats | undefined} stats
 */
function report(error, stats) {
  if (error) {
    console.error(error)
    process.exitCode = 1
    return
  }
  if (!stats) return
  console.log(
    stats.toString({
      colors: process.stdout.isTTY,
      preset: 'summary',
      assets: true,
      errors: true,
      warnings: true,
    }),
  )
  if (stats.hasErrors()) process.exitCode = 1
}

if (watch) {
  compiler.watch({}, report)
} else {
  compiler.run((error, stats) => {
    report(error, stats)
    compiler.close(() => {})
  })
}
