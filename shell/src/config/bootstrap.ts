import { type Bootstrap, bootstrapElementId, bootstrapSchema } from '@storefront/shared/registry'

/** The document had no usable bootstrap: the shell shows its error page instead of guessing. */
export class BootstrapError extends Error {
  override name = 'BootstrapError'
}

/**
 * The configuration the edge rendered into the document: the one place the shell reads it.
 * Validated with the shared schema so a document from another contract fails loudly here.
 */
export function readBootstrap(doc: Document = document): Bootstrap {
  const element = doc.getElementById(bootstrapElementId)
  if (!element?.textContent) throw new BootstrapError(`no #${bootstrapElementId} element in the document`)
  let json: unknown
  try {
    json = JSON.parse(element.textContent)
  } catch {
    throw new BootstrapError(`#${bootstrapElementId} is not JSON`)
  }
  const parsed = bootstrapSchema.safeParse(json)
  if (!parsed.success) throw new BootstrapError(`invalid bootstrap: ${parsed.error.message}`)
  return parsed.data
}
