import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { appNames, versionSchema } from '@storefront/shared/registry'
import { z } from 'zod'
import { readManifest } from '../../src/document/manifest'

/** `shop-app.json`, written by each app's build into its `dist/`. */
export const shopAppSchema = z.object({
  name: z.enum(appNames),
  version: z.optional(versionSchema),
  contract: z.string().regex(/^\d+\.\d+\.\d+/, 'a semantic version'),
  entry: z.string().optional(),
  entryType: z.string().optional(),
  styles: z.array(z.string()).optional(),
  startup: z.array(z.string()).optional(),
  dictionaries: z.record(z.string(), z.string()).optional(),
  placeholder: z.string().optional(),
})
export type ShopApp = z.infer<typeof shopAppSchema>

export interface DistFile {
  /** Path inside dist, with forward slashes. */
  path: string
  body: Uint8Array
}

export interface Dist {
  meta: ShopApp
  files: DistFile[]
  /** A content hash of every file, the version when none is given. */
  hash: string
}

async function walk(root: string, dir = root): Promise<DistFile[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) return walk(root, full)
      if (!entry.isFile()) return []
      return [{ path: relative(root, full).split(sep).join('/'), body: new Uint8Array(await readFile(full)) }]
    }),
  )
  return nested.flat().sort((a, b) => a.path.localeCompare(b.path))
}

/** The shell's entry and stylesheets from its built index.html, when shop-app.json omits them. */
export function entryFromHtml(html: string): { entry?: string; styles: string[] } {
  const strip = (src: string) => src.replace(/^(?:https?:\/\/[^/]+)?\/?(?:_mf\/shell\/[^/]+\/)?/, '')
  const entry = /<script[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    strip(m[1] ?? ''),
  )
  return { entry: entry ? strip(entry) : undefined, styles }
}

export async function readDist(dir: string): Promise<Dist> {
  const metaPath = join(dir, 'shop-app.json')
  if (!existsSync(metaPath)) throw new Error(`${metaPath} is missing: the app's build writes it`)
  const meta = shopAppSchema.parse(JSON.parse(await readFile(metaPath, 'utf8')))
  const files = await walk(dir)
  const manifestFile = files.find((file) => file.path === 'mf-manifest.json')
  if (!manifestFile) throw new Error(`${dir} has no mf-manifest.json`)
  const hash = createHash('sha256')
  for (const file of files) hash.update(file.path).update('\0').update(file.body).update('\0')
  const index = files.find((file) => file.path === 'index.html')
  if (meta.name === 'shell' && !meta.entry && index) {
    const found = entryFromHtml(new TextDecoder().decode(index.body))
    meta.entry = found.entry
    meta.styles ??= found.styles
  }
  if (meta.name === 'shell' && !meta.entry)
    throw new Error('the shell needs an entry (shop-app.json "entry")')
  if (meta.name !== 'shell' && !meta.entry) {
    // Recorded once here, so the edge names a remote's entry without reading its manifest.
    const manifest = readManifest(JSON.parse(new TextDecoder().decode(manifestFile.body)))
    if (!manifest) throw new Error(`${dir}/mf-manifest.json names no remote entry`)
    meta.entry = manifest.entry.path
    meta.entryType = manifest.entry.type
  }
  assertPublicPath(dir, meta.name, JSON.parse(new TextDecoder().decode(manifestFile.body)))
  const missing = namedFiles(meta, manifestFile).filter((path) => !files.some((file) => file.path === path))
  if (missing.length > 0)
    throw new Error(
      `${dir} lacks files its build names (${missing.join(', ')}): build the app again before publishing`,
    )
  return { meta, files, hash: hash.digest('hex').slice(0, 12) }
}

/**
 * Refuses a build whose chunks would load from somewhere else than its version's folder. The
 * edge serves a version at `/_mf/{app}/{version}/` on the shop's origin (or `ASSETS_ORIGIN`) and
 * the page's CSP lets scripts in from those origins only, so a build must find its chunks beside
 * its entry (`publicPath: 'auto'`, as shared/build's defineApp sets): an absolute publicPath (a
 * team's own CDN) is refused by every shopper's browser, and another path on the shop answers 404.
 * The build's manifest says which it was built with.
 */
function assertPublicPath(dir: string, app: string, manifest: unknown) {
  const parsed = z.object({ metaData: z.object({ publicPath: z.string().optional() }) }).safeParse(manifest)
  const publicPath = parsed.success ? parsed.data.metaData.publicPath : undefined
  if (publicPath === undefined || publicPath === 'auto') return
  throw new Error(
    `${dir}/mf-manifest.json: the build loads its chunks from publicPath "${publicPath}", but the shop serves them only from /_mf/${app}/{version}/ on its own origin (or ASSETS_ORIGIN), and its CSP refuses scripts from any other: build with publicPath 'auto' (shared/build's defineApp does), which finds them beside the entry`,
  )
}

/**
 * Every file the registry record and the federation manifest send a browser to: published without
 * one, a version would be served (and its version, the build's hash, taken) while its page fails.
 */
function namedFiles(meta: ShopApp, manifestFile: DistFile): string[] {
  const manifest = readManifest(JSON.parse(new TextDecoder().decode(manifestFile.body)))
  const fromManifest = manifest
    ? [
        manifest.entry.path,
        ...Object.values(manifest.exposes).flatMap((files) => [...files.scripts, ...files.styles]),
      ]
    : []
  const fromMeta = [
    meta.entry,
    ...(meta.styles ?? []),
    ...(meta.startup ?? []),
    ...Object.values(meta.dictionaries ?? {}),
    meta.placeholder,
  ]
  // The shell's manifest names no remote entry of its own (an empty path and name).
  return [...new Set([...fromMeta, ...fromManifest])].filter((path): path is string => !!path)
}
