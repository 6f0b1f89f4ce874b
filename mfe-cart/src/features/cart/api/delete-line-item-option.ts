import type { CommerceClient } from '@storefront/shared/commerce'

/** Takes an option (the greeting card) off its line. */
export async function deleteLineItemOption(client: CommerceClient, id: string): Promise<void> {
  await client.line_item_options.delete(id)
}
