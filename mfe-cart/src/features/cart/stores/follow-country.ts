import type { CartRuntime } from './cart-runtime'

// With the sample addresses it needs, fetched only by a cart that changes country.
const loadPlaceholderAddress = () =>
  import(/* webpackChunkName: "cart-placeholder-address" */ '../api/create-placeholder-address')

const otherCountry = (runtime: CartRuntime) => {
  const { order, context } = runtime.store.getState()
  const country = context?.country.toUpperCase()
  return order?.shippingCountry && country && order.shippingCountry !== country ? country : null
}

/**
 * Moves the cart to the shopper's country when it is another country of the same market (the
 * rest of the world's spans many, and keeps one cart): the shipping lock and the placeholder
 * address follow, so shipping is priced for where the shopper now is and checkout will accept
 * an address there. Runs no task when the cart is already there; a task starts by clearing the
 * page's message (and only that: it is upkeep).
 */
export function followCountry(runtime: CartRuntime): Promise<unknown> {
  if (!otherCountry(runtime)) return Promise.resolve()
  return runtime.run({ pending: { scope: 'page' }, upkeep: true }, async (tools) => {
    const country = otherCountry(runtime)
    if (!country) return
    const { createPlaceholderAddress } = await loadPlaceholderAddress()
    const addressId = await createPlaceholderAddress(tools.client, country)
    await tools.update({
      shipping_country_code_lock: country,
      shipping_address: tools.client.addresses.relationship(addressId),
    })
  })
}
