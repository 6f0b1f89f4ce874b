import type { CommerceClient } from '@storefront/shared/commerce'
import { orderFields, orderIncludes } from '../../../config/cart-rules'
import { type CartOrder, toCartOrder } from './cart-order'
import { createPlaceholderAddress } from './create-placeholder-address'
import { resendOnce } from './resend-once'

export interface CreateOrderInput {
  readonly country: string
  readonly locale: string
  readonly apiBase: string
  readonly customerEmail?: string | undefined
}

/**
 * A new cart for the market: shipping locked to the market's country (Commerce Layer then refuses
 * an address elsewhere) and a placeholder address there, so totals include shipping and the
 * country's taxes from the first item on. No market id is sent: the token's scope
 * (`market:code:…`) names the market, and ids are each organization's own (the shop's data holds
 * commerce-local's).
 */
export async function createOrder(client: CommerceClient, input: CreateOrderInput): Promise<CartOrder> {
  const addressId = await createPlaceholderAddress(client, input.country)
  const order = await resendOnce(() =>
    client.orders.create(
      {
        language_code: input.locale,
        shipping_country_code_lock: input.country.toUpperCase(),
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        shipping_address: client.addresses.relationship(addressId),
      },
      { include: [...orderIncludes], fields: orderFields },
    ),
  )
  return toCartOrder(order, input.apiBase)
}
