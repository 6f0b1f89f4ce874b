import { type AppName, appNames, versionSchema } from '@storefront/shared/registry'
import { refusal } from '../../errors'

export interface AssetPath {
  readonly app: AppName
  readonly version: string
  /** The file inside the version's folder, decoded, without dot segments. */
  readonly file: string
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw refusal(400, 'invalid_path', 'malformed percent-encoding')
  }
}

/**
 * Reads `/_mf/{app}/{version}/{file…}` from the raw path. A request's URL comes with `..` and
 * `%2e%2e` already folded, so an encoded separator (`%2f`, `%5c`) is what reaches here from a
 * browser; dot segments are refused all the same, for a path that did not come through a URL.
 */
export function parseAssetPath(pathname: string): AssetPath {
  const [app = '', version = '', ...rest] = pathname.replace(/^\/_mf\//, '').split('/')
  if (!(appNames as readonly string[]).includes(app)) {
    throw refusal(404, 'unknown_app', `no app named ${app || '(empty)'}`)
  }
  const segments = rest.map(decodeSegment)
  const unsafe = segments.some(
    (segment) => segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment),
  )
  if (!versionSchema.safeParse(decodeSegment(version)).success || segments.length === 0 || unsafe) {
    throw refusal(400, 'invalid_path', 'not a file of a published version')
  }
  return { app: app as AppName, version: decodeSegment(version), file: segments.join('/') }
}

// Bundlers put a hex content hash of 8+ characters between name and extension; a source map
// (`main.cc05fead.js.map`) changes only with the file it maps, so it keeps that file's rule.
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i

/** Hashed files never change under their name; everything else is revalidated each time. */
export function cacheControlOf(file: string): string {
  return hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
}

/** The media type of a file by its extension, for objects uploaded without one. */
export function contentTypeOf(file: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? ''
  return contentTypes[extension] ?? 'application/octet-stream'
}
