import type { PublishedVersion } from '@storefront/shared/registry'
import { publishedFileReader } from './published-files'

const readMarkup = publishedFileReader((object) => object.text())

/**
 * The markup a shell version shows in its place until it renders (shared/registry
 * `placeholder`), or null: a version published without one, or its file cannot be read.
 */
export async function placeholderOf(bucket: R2Bucket, shell: PublishedVersion): Promise<string | null> {
  if (!shell.placeholder) return null
  return readMarkup(bucket, `shell/${shell.version}/${shell.placeholder}`)
}
