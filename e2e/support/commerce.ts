import { commerceUrl, integration, salesChannelClientId } from './stack'

/**
 * A request to commerce-local, sent once more when wrangler's dev proxy answers that the worker
 * "restarted mid-request" (503, Retry-After: 0). It did not: the proxy's pooled connection to the
 * worker and the worker's server both drop a connection idle for 5 s, and a request written as
 * they do is lost before commerce-local sees it (cloudflare/workers-sdk#14641). The proxy repeats
 * a GET itself, never a POST or PATCH; journeys that last about 5 s, as each market's does, start
 * with a token grant just then. Nothing else is repeated: any other answer is the journey's.
 */
export async function sendToCommerceLocal(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init)
  if (response.status !== 503 || response.headers.get('retry-after') !== '0') return response
  await response.body?.cancel()
  return fetch(url, init)
}

/** A token from commerce-local's token endpoint, for the grant `body` names. */
async function tokenFor(body: Record<string, string>): Promise<string> {
  const response = await sendToCommerceLocal(`${commerceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', ...body }),
  })
  if (!response.ok) throw new Error(`token for ${body.scope ?? body.client_id}: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** An integration token for commerce-local: the journeys change stock as a back office would. */
const integrationToken = () =>
  tokenFor({ client_id: integration.clientId, client_secret: integration.clientSecret })

async function api(path: string, init: RequestInit = {}) {
  const token = await integrationToken()
  const response = await sendToCommerceLocal(`${commerceUrl}/api/${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
      authorization: `Bearer ${token}`,
      ...init.headers,
    },
  })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : ((await response.json()) as { data: unknown })
}

interface StockItem {
  id: string
  attributes: { quantity: number }
}

/** Sets what can be sold of a SKU: the first stock item holds it all, the others none. */
export async function setStock(skuCode: string, quantity: number): Promise<void> {
  const list = (await api(`stock_items?filter[q][sku_code_eq]=${encodeURIComponent(skuCode)}`)) as {
    data: StockItem[]
  }
  if (!list.data.length) throw new Error(`no stock items for ${skuCode}`)
  for (const [index, item] of list.data.entries()) {
    await api(`stock_items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        data: { type: 'stock_items', id: item.id, attributes: { quantity: index === 0 ? quantity : 0 } },
      }),
    })
  }
}

/** What the stock items of a SKU hold now, to put it back after a journey. */
export async function stockOf(skuCode: string): Promise<{ id: string; quantity: number }[]> {
  const list = (await api(`stock_items?filter[q][sku_code_eq]=${encodeURIComponent(skuCode)}`)) as {
    data: StockItem[]
  }
  return list.data.map((item) => ({ id: item.id, quantity: item.attributes.quantity }))
}

export async function restoreStock(items: { id: string; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await api(`stock_items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        data: { type: 'stock_items', id: item.id, attributes: { quantity: item.quantity } },
      }),
    })
  }
}

interface OrderWithAddress {
  data: { attributes: { shipping_country_code_lock: string | null } }
  included?: { type: string; attributes: { country_code?: string } }[]
}

/** Where an order ships: its country lock, and the country of its shipping address. */
export async function shippingCountryOf(
  orderId: string,
): Promise<{ lock: string | null; address: string | null }> {
  const order = (await api(`orders/${orderId}?include=shipping_address`)) as unknown as OrderWithAddress
  const address = order.included?.find((resource) => resource.type === 'addresses')
  return {
    lock: order.data.attributes.shipping_country_code_lock,
    address: address?.attributes.country_code ?? null,
  }
}

/** What an order holds in its metadata (the cart saves the gift message there), read as the back office does. */
export async function orderMetadataOf(orderId: string): Promise<Record<string, unknown>> {
  const order = (await api(`orders/${orderId}`)) as {
    data: { attributes: { metadata?: Record<string, unknown> | null } }
  }
  return order.data.attributes.metadata ?? {}
}

/** A SKU's price as commerce-local gives it to a shopper of the market (its own price list). */
export async function marketPriceOf(
  skuCode: string,
  marketCode: string,
): Promise<{ amountCents: number; currency: string }> {
  const token = await tokenFor({ client_id: salesChannelClientId, scope: `market:code:${marketCode}` })
  const response = await fetch(
    `${commerceUrl}/api/skus?filter[q][code_eq]=${encodeURIComponent(skuCode)}&include=prices`,
    { headers: { accept: 'application/vnd.api+json', authorization: `Bearer ${token}` } },
  )
  if (!response.ok) throw new Error(`price of ${skuCode} in ${marketCode}: ${response.status}`)
  const body = (await response.json()) as {
    included?: { type: string; attributes: { amount_cents: number; currency_code: string } }[]
  }
  const price = body.included?.find((resource) => resource.type === 'prices')
  if (!price) throw new Error(`${skuCode} has no price in ${marketCode}`)
  return { amountCents: price.attributes.amount_cents, currency: price.attributes.currency_code }
}

/** What a shipping method costs and where it turns free, as the back office set it. */
export async function shippingMethodOf(
  reference: string,
): Promise<{ priceCents: number; freeOverCents: number | null; currency: string }> {
  const list = (await api(`shipping_methods?filter[q][reference_eq]=${encodeURIComponent(reference)}`)) as {
    data: {
      attributes: { price_amount_cents: number; free_over_amount_cents: number | null; currency_code: string }
    }[]
  }
  const [method] = list.data
  if (!method) throw new Error(`no shipping method ${reference}`)
  const { price_amount_cents, free_over_amount_cents, currency_code } = method.attributes
  return { priceCents: price_amount_cents, freeOverCents: free_over_amount_cents, currency: currency_code }
}

interface SkuRecord {
  id: string
  attributes: {
    name: string
    metadata: {
      i18n?: Record<string, { name?: string }>
      net_quantity?: { value: number; unit: 'ml' | 'g' }
    } & Record<string, unknown>
  }
}

async function skuByCode(skuCode: string): Promise<SkuRecord> {
  const list = (await api(`skus?filter[q][code_eq]=${encodeURIComponent(skuCode)}`)) as { data: SkuRecord[] }
  const [sku] = list.data
  if (!sku) throw new Error(`no sku ${skuCode}`)
  return sku
}

/** What a SKU's package holds, as the back office keeps it (`metadata.net_quantity`). */
export async function netQuantityOf(skuCode: string): Promise<{ value: number; unit: 'ml' | 'g' }> {
  const quantity = (await skuByCode(skuCode)).attributes.metadata.net_quantity
  if (!quantity) throw new Error(`${skuCode} says not what it holds`)
  return quantity
}

/**
 * Names a SKU `name` in every language, as a merchant typing in the back office would; resolves
 * with what puts its names back.
 */
export async function renameSku(skuCode: string, name: string): Promise<() => Promise<void>> {
  const sku = await skuByCode(skuCode)
  const { name: before, metadata } = sku.attributes
  const patch = (attributes: Record<string, unknown>) =>
    api(`skus/${sku.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ data: { type: 'skus', id: sku.id, attributes } }),
    })
  const i18n = Object.fromEntries(
    Object.entries(metadata.i18n ?? {}).map(([locale, words]) => [locale, { ...words, name }]),
  )
  await patch({ name, metadata: { ...metadata, i18n } })
  return async () => {
    await patch({ name: before, metadata })
  }
}

interface PriceRecord {
  id: string
  attributes: { currency_code: string; amount_cents: number; compare_at_amount_cents: number | null }
  relationships: { price_list: { data: { type: 'price_lists'; id: string } } }
}

/**
 * Takes a SKU's price in `currency` away (the market of that currency no longer sells it);
 * resolves with what gives it back.
 */
export async function withdrawPrice(skuCode: string, currency: string): Promise<() => Promise<void>> {
  const sku = await skuByCode(skuCode)
  // The price list comes as a reference only when it is included.
  const prices = (await api(`skus/${sku.id}/prices?include=price_list`)) as { data: PriceRecord[] }
  const price = prices.data.find((candidate) => candidate.attributes.currency_code === currency)
  if (!price) throw new Error(`${skuCode} has no ${currency} price`)
  await api(`prices/${price.id}`, { method: 'DELETE' })
  return async () => {
    const { amount_cents, compare_at_amount_cents } = price.attributes
    await api('prices', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          type: 'prices',
          // The currency is the price list's.
          attributes: { amount_cents, compare_at_amount_cents },
          relationships: {
            price_list: price.relationships.price_list,
            sku: { data: { type: 'skus', id: sku.id } },
          },
        },
      }),
    })
  }
}
