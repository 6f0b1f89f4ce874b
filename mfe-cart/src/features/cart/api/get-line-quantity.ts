import type { CommerceClient } from '@storefront/shared/commerce'

/** The quantity the API holds of a line now; null when the order no longer has it (removed, or made anew). */
export async function getLineQuantity(client: CommerceClient, id: string): Promise<number | null> {
  try {
    const line = await client.line_items.retrieve(id, { fields: { line_items: ['quantity'] } })
    return line.quantity
  } catch (thrown) {
    if ((thrown as { status?: unknown } | null)?.status === 404) return null
    throw thrown
  }
}
