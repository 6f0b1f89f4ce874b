import type { CommerceClient } from '@storefront/shared/commerce'

export interface CreateLineItemOptionInput {
  readonly lineItemId: string
  readonly skuOptionId: string
  readonly options?: Readonly<Record<string, string>> | undefined
}

/** Attaches an option (the free greeting card) to a line item, once per line. */
export async function createLineItemOption(
  client: CommerceClient,
  input: CreateLineItemOptionInput,
): Promise<void> {
  await client.line_item_options.create({
    quantity: 1,
    options: { ...input.options },
    line_item: client.line_items.relationship(input.lineItemId),
    sku_option: client.sku_options.relationship(input.skuOptionId),
  })
}
