/**
 * A Commerce Layer-shaped API in memory, answering at the network edge (global fetch) so the
 * real SDK, session client and cart code run unchanged. It knows just what the cart sends.
 */
import { defaultSkus, type FakeSku } from './fake-catalog'
import { invalid, json, outOfStock } from './fake-responses'

export type { FakeSku } from './fake-catalog'

type Attributes = Record<string, unknown>
interface Rec {
  id: string
  type: string
  attributes: Attributes
  relationships: Record<string, { type: string; id: string } | null>
}

export interface FakeMarket {
  /** False for a market priced net (the rest of the world): taxes wait for an address. */
  readonly taxIncluded?: boolean
}

/** A failure's answer; `land` lets the request reach the API first, as when only its answer is lost. */
type Answer = (land: () => Response | Promise<Response>) => Response | Promise<Response>

/** Who calls, as the token's payload says: its market (`market:code:…`) and its customer, if any. */
interface Caller {
  readonly marketCode: string | null
  readonly customerId: string | null
}

function callerOf(authorization: string | null): Caller {
  try {
    const payload = JSON.parse(
      atob((authorization?.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    )
    return {
      marketCode: /^market:code:(.+)$/.exec(String(payload.scope))?.[1] ?? null,
      customerId: payload.owner?.id ?? null,
    }
  } catch {
    return { marketCode: null, customerId: null }
  }
}

// The filters the cart's order lookup sends, each one Commerce Layer's orders resource allows.
const orderListFilters = ['status_in', 'market_code_eq', 'line_items_item_type_in']

export function createFakeCommerce(skus: FakeSku[] = defaultSkus, { taxIncluded = true }: FakeMarket = {}) {
  const records = new Map<string, Rec>()
  const requests: { method: string; path: string; body: unknown }[] = []
  const failures: { method: string; path: RegExp; answer: Answer }[] = []
  let sequence = 0
  // Orders' `updated_at` in the order of writes: a clock the tests need not hold.
  let clock = Date.UTC(2026, 0, 1)
  const marketOfOrder = new Map<string, string>()
  const touch = (order: Rec | undefined) => {
    clock += 1000
    if (order) order.attributes.updated_at = new Date(clock).toISOString()
  }
  const add = (type: string, attributes: Attributes, relationships: Rec['relationships'] = {}) => {
    sequence += 1
    const rec: Rec = { id: `${type.slice(0, 3)}${sequence}`, type, attributes, relationships }
    records.set(`${type}/${rec.id}`, rec)
    return rec
  }
  const ref = (rec: Rec) => ({ type: rec.type, id: rec.id })
  const get = (type: string, id: string) => records.get(`${type}/${id}`)
  const all = (type: string) => [...records.values()].filter((r) => r.type === type)

  for (const sku of skus) {
    add('skus', {
      code: sku.code,
      name: sku.name,
      image_url: `/images/${sku.code}.svg`,
      do_not_track: false,
      stock: sku.stock,
      price: sku.priceCents,
      compare_at: sku.compareAtCents ?? sku.priceCents,
      metadata: {
        excise_included: Boolean(sku.excise),
        i18n: { it: { name: `${sku.name} (it)` } },
        ...(sku.category ? { category: sku.category } : {}),
      },
    })
  }
  const skuByCode = (code: string) => all('skus').find((s) => s.attributes.code === code)
  const greeting = add('sku_options', { name: 'Greeting card', metadata: { code: 'greeting-card' } })
  // As in commerce-local's seed, a box is a sku list whose items say how many of each sku it holds.
  const boxList = add('sku_lists', { name: 'Gift box' })
  const boxItems = (
    [
      ['OIL-1', 1],
      ['WINE-1', 2],
    ] as const
  ).map(([code, quantity]) => {
    const sku = skuByCode(code)
    return add(
      'sku_list_items',
      { sku_code: code, quantity },
      { sku_list: ref(boxList), sku: sku ? ref(sku) : null },
    )
  })
  const box = add(
    'bundles',
    { code: 'BOX-1', name: 'Gift box', price: 3000, compare_at: 3500 },
    { sku_list: ref(boxList) },
  )
  const shippingMethods = [
    add('shipping_methods', {
      reference: 'standard-it',
      scheme: 'flat',
      currency_code: 'EUR',
      price_amount_cents: 590,
      free_over_amount_cents: 4900,
      use_subtotal: false,
    }),
    add('shipping_methods', {
      reference: 'standard-gb',
      scheme: 'flat',
      currency_code: 'GBP',
      price_amount_cents: 1290,
      free_over_amount_cents: 9900,
      use_subtotal: false,
    }),
  ]
  const skusOfBox = () => boxItems.flatMap((item) => get('skus', item.relationships.sku?.id ?? '') ?? [])

  const linesOf = (orderId: string) => all('line_items').filter((l) => l.relationships.order?.id === orderId)
  const unitsOf = (line: Rec): [string, number][] => {
    const item = get(line.relationships.item?.type ?? '', line.relationships.item?.id ?? '')
    const qty = Number(line.attributes.quantity)
    if (item?.type === 'bundles')
      return boxItems.map((part) => [
        part.relationships.sku?.id ?? '',
        Number(part.attributes.quantity) * qty,
      ])
    return item ? [[item.id, qty]] : []
  }
  let unnamedShortage = false
  let silentShortage = false
  const shortage = (orderId: string, changed: Rec) => {
    const need = new Map<string, number>()
    for (const line of [...linesOf(orderId).filter((l) => l.id !== changed.id), changed])
      for (const [id, qty] of unitsOf(line)) need.set(id, (need.get(id) ?? 0) + qty)
    for (const [id, qty] of need) {
      const sku = get('skus', id)
      const stock = Number(sku?.attributes.stock)
      if (qty > stock)
        return outOfStock(
          silentShortage ? undefined : stock,
          unnamedShortage ? undefined : String(sku?.attributes.code),
        )
    }
    return null
  }

  // FREESHIP, as commerce-local's, takes nothing off the items: its shipping discount waits for checkout.
  const coupons: unknown[] = ['WELCOME10', 'FIVEOFF', 'FREESHIP']
  // As commerce-local matches a coupon: in any case, kept on the order as it was typed.
  const couponOf = (code: unknown): unknown =>
    typeof code === 'string' ? (coupons.find((each) => each === code.toUpperCase()) ?? code) : code
  /**
   * As Commerce Layer: a coupon whose rule the order misses stays on it and takes nothing off;
   * one that works adds a promotion line item naming it (`FIVEOFF` wants an order of 40.00).
   */
  const couponDiscount = (typed: unknown, subtotal: number) => {
    const coupon = couponOf(typed)
    if (coupon === 'WELCOME10') return -Math.round(subtotal * 0.1)
    if (coupon === 'FIVEOFF' && subtotal >= 4000) return -500
    return 0
  }
  const promotionLine = (order: Rec): Rec | null => {
    const cents = Number(order.attributes.discount_amount_cents)
    if (!cents) return null
    const percentage = couponOf(order.attributes.coupon_code) === 'WELCOME10'
    return {
      id: `pro-${order.id}`,
      type: 'line_items',
      attributes: {
        item_type: percentage ? 'percentage_discount_promotions' : 'fixed_amount_promotions',
        name: percentage ? '10% welcome discount' : '5 off orders over 40',
        quantity: 1,
        unit_amount_cents: cents,
        total_amount_cents: cents,
        coupon_code: order.attributes.coupon_code,
      },
      relationships: { order: { type: 'orders', id: order.id } },
    }
  }

  const totals = (order: Rec) => {
    const lines = linesOf(order.id)
    for (const line of lines)
      line.attributes.total_amount_cents =
        Number(line.attributes.unit_amount_cents) * Number(line.attributes.quantity)
    const subtotal = lines.reduce((sum, l) => sum + Number(l.attributes.total_amount_cents), 0)
    const discount = couponDiscount(order.attributes.coupon_code, subtotal)
    const giftCard = order.attributes.gift_card_code ? -Math.min(2000, subtotal + discount) : 0
    const beforeGiftCard = subtotal + discount
    const total = beforeGiftCard + giftCard
    Object.assign(order.attributes, {
      subtotal_amount_cents: subtotal,
      discount_amount_cents: discount,
      gift_card_amount_cents: giftCard,
      shipping_amount_cents: 0,
      // Net prices have no taxes before checkout gives the order a shipping address.
      // A gift card pays for the goods and leaves their VAT as it was, as in Commerce Layer.
      total_tax_amount_cents: order.attributes.tax_included
        ? Math.round(beforeGiftCard - beforeGiftCard / 1.22)
        : 0,
      total_amount_cents: total,
      total_amount_with_taxes_cents: total,
      skus_count: lines.reduce((sum, l) => sum + Number(l.attributes.quantity), 0),
    })
  }

  const resource = (rec: Rec, relationships: Record<string, unknown> = {}) => {
    const { stock: _s, price: _p, compare_at: _c, ...attributes } = rec.attributes
    return { id: rec.id, type: rec.type, attributes, relationships }
  }
  /**
   * The order with what `include` asks for and nothing more: as in Commerce Layer, a relationship
   * the request did not include comes without data, so the cart cannot rely on one it forgot.
   */
  const orderDocument = (order: Rec, includes: readonly string[]) => {
    totals(order)
    // `a.b.c` also includes `a.b` and `a`.
    const asked = (path: string) => includes.some((p) => p === path || p.startsWith(`${path}.`))
    const lines = asked('line_items') ? linesOf(order.id) : []
    const included: unknown[] = []
    const seen = new Set<string>()
    const include = (rec: Rec, relationships: Record<string, unknown> = {}) => {
      if (seen.has(`${rec.type}/${rec.id}`)) return
      seen.add(`${rec.type}/${rec.id}`)
      included.push(resource(rec, relationships))
    }
    const includeBox = (bundle: Rec) => {
      const rel: Record<string, unknown> = {}
      if (asked('line_items.bundle.skus')) rel.skus = { data: skusOfBox().map(ref) }
      if (asked('line_items.bundle.sku_list')) rel.sku_list = { data: ref(boxList) }
      include(bundle, rel)
      if (asked('line_items.bundle.skus')) for (const sku of skusOfBox()) include(sku)
      if (!asked('line_items.bundle.sku_list')) return
      const withItems = asked('line_items.bundle.sku_list.sku_list_items')
      include(boxList, withItems ? { sku_list_items: { data: boxItems.map(ref) } } : {})
      const withSku = asked('line_items.bundle.sku_list.sku_list_items.sku')
      for (const item of withItems ? boxItems : []) {
        const sku = get('skus', item.relationships.sku?.id ?? '')
        include(item, withSku && sku ? { sku: { data: ref(sku) } } : {})
        if (withSku && sku) include(sku)
      }
    }
    for (const line of lines) {
      const options = all('line_item_options').filter((o) => o.relationships.line_item?.id === line.id)
      const item = get(line.relationships.item?.type ?? '', line.relationships.item?.id ?? '')
      const rel: Record<string, unknown> = {}
      if (asked('line_items.line_item_options')) rel.line_item_options = { data: options.map(ref) }
      if (item?.type === 'skus' && asked('line_items.sku')) {
        rel.sku = { data: ref(item) }
        include(item)
      }
      if (item?.type === 'bundles' && asked('line_items.bundle')) {
        rel.bundle = { data: ref(item) }
        includeBox(item)
      }
      const withSkuOption = asked('line_items.line_item_options.sku_option')
      for (const option of asked('line_items.line_item_options') ? options : []) {
        include(option, withSkuOption ? { sku_option: { data: ref(greeting) } } : {})
        if (withSkuOption) include(greeting)
      }
      include(line, rel)
    }
    const promotion = promotionLine(order)
    if (promotion && asked('line_items')) include(promotion)
    const lineRefs = [...linesOf(order.id), ...(promotion ? [promotion] : [])].map(ref)
    return { data: resource(order, { line_items: { data: lineRefs } }), included }
  }

  /**
   * `GET /orders` as a sales channel token sees it: a customer their own orders (of every market),
   * a guest none. Only the filters the cart sends; another is refused, as Commerce Layer refuses
   * one it does not know.
   */
  function listOrders(query: URLSearchParams, includes: readonly string[], caller: Caller) {
    const filters = [...query.keys()].filter((key) => key.startsWith('filter[q]['))
    const unknown = filters.find((key) => !orderListFilters.includes(key.slice(10, -1)))
    if (unknown)
      return json(400, { errors: [{ code: 'INVALID_FILTERS_SYNTAX', status: '400', detail: unknown }] })
    const listed = (name: string) => query.get(`filter[q][${name}]`)?.split(',')
    const statuses = listed('status_in')
    const market = query.get('filter[q][market_code_eq]')
    const itemTypes = listed('line_items_item_type_in')
    const found = all('orders')
      .filter((order) => caller.customerId && order.relationships.customer?.id === caller.customerId)
      .filter((order) => !statuses || statuses.includes(String(order.attributes.status)))
      .filter((order) => market === null || marketOfOrder.get(order.id) === market)
      .filter(
        (order) =>
          !itemTypes ||
          linesOf(order.id).some((line) => itemTypes.includes(String(line.attributes.item_type))),
      )
    const sort = query.get('sort')
    if (sort === '-updated_at')
      found.sort((a, b) => String(b.attributes.updated_at).localeCompare(String(a.attributes.updated_at)))
    else if (sort !== null)
      return json(400, { errors: [{ code: 'INVALID_SORT', status: '400', detail: sort }] })
    const page = found.slice(0, Number(query.get('page[size]') ?? 10))
    const documents = page.map((order) => orderDocument(order, includes))
    return json(200, {
      data: documents.map((document) => document.data),
      included: documents.flatMap((document) => document.included),
      meta: { record_count: found.length, page_count: Math.ceil(found.length / 10) },
    })
  }

  async function route(
    method: string,
    path: string,
    includes: readonly string[],
    body: {
      data?: {
        attributes?: Attributes
        relationships?: Record<string, { data: { type: string; id: string } }>
      }
    },
    query: URLSearchParams = new URLSearchParams(),
    caller: Caller = { marketCode: null, customerId: null },
  ) {
    const attrs = body?.data?.attributes ?? {}
    const rels = Object.fromEntries(
      Object.entries(body?.data?.relationships ?? {}).map(([k, v]) => [k, v.data]),
    )
    const [, type, id] = path.split('/')
    if (type === 'addresses' && method === 'POST')
      return json(201, { data: resource(add('addresses', attrs)) })
    if (type === 'orders' && method === 'POST') {
      // As Commerce Layer: the token's customer is the new order's, and so is its market (kept
      // apart: the tests read the relationships as the cart sent them, and it sends no market).
      const order = add(
        'orders',
        {
          status: 'draft',
          // As Commerce Layer: the order is priced in its market's currency.
          currency_code: caller.marketCode === 'gb' ? 'GBP' : 'EUR',
          tax_included: taxIncluded,
          metadata: {},
          ...attrs,
        },
        { ...(caller.customerId ? { customer: { type: 'customers', id: caller.customerId } } : {}), ...rels },
      )
      if (caller.marketCode) marketOfOrder.set(order.id, caller.marketCode)
      touch(order)
      return json(201, orderDocument(order, includes))
    }
    if (type === 'orders' && !id && method === 'GET') return listOrders(query, includes, caller)
    if (type === 'orders' && id) {
      const order = get('orders', id)
      if (!order)
        return json(404, { errors: [{ title: 'Not found', code: 'RECORD_NOT_FOUND', status: '404' }] })
      if (method === 'GET') return json(200, orderDocument(order, includes))
      const code = attrs.gift_card_or_coupon_code
      if (typeof code === 'string' && code) {
        if (coupons.includes(couponOf(code))) attrs.coupon_code = code
        // As Commerce Layer, a gift card is found whatever the case and kept under its own code.
        else if (code.toUpperCase() === 'GIFT20') attrs.gift_card_code = 'GIFT20'
        else return invalid('gift_card_or_coupon_code')
      }
      if (
        typeof attrs.coupon_code === 'string' &&
        attrs.coupon_code &&
        !coupons.includes(couponOf(attrs.coupon_code))
      )
        return invalid('coupon_code')
      if (
        typeof attrs.gift_card_code === 'string' &&
        attrs.gift_card_code &&
        attrs.gift_card_code !== 'GIFT20'
      )
        return invalid('gift_card_code')
      for (const name of ['coupon_code', 'gift_card_code']) if (attrs[name] === '') attrs[name] = null
      delete attrs.gift_card_or_coupon_code
      Object.assign(order.attributes, attrs)
      Object.assign(order.relationships, rels)
      touch(order)
      return json(200, orderDocument(order, includes))
    }
    if (type === 'line_items' && method === 'POST') {
      const orderId = rels.order?.id ?? ''
      const item = attrs.bundle_code
        ? all('bundles').find((b) => b.attributes.code === attrs.bundle_code)
        : skuByCode(String(attrs.sku_code))
      if (!item) return invalid(attrs.bundle_code ? 'bundle_code' : 'sku_code')
      // As Commerce Layer: without `_update_quantity` an item already in the order gets a second line.
      const same = attrs._update_quantity
        ? linesOf(orderId).find((l) => l.relationships.item?.id === item.id)
        : undefined
      const quantity = Number(attrs.quantity) + (same ? Number(same.attributes.quantity) : 0)
      const candidate: Rec = same
        ? { ...same, attributes: { ...same.attributes, quantity } }
        : {
            id: 'new',
            type: 'line_items',
            attributes: { quantity },
            relationships: { order: { type: 'orders', id: orderId }, item: ref(item) },
          }
      const refused = shortage(orderId, candidate)
      if (refused) return refused
      const line =
        same ??
        add(
          'line_items',
          {
            item_type: item.type,
            sku_code: item.type === 'skus' ? item.attributes.code : null,
            bundle_code: item.type === 'bundles' ? item.attributes.code : null,
            name: item.attributes.name,
            image_url: item.attributes.image_url ?? null,
            unit_amount_cents: item.attributes.price,
            compare_at_amount_cents: item.attributes.compare_at,
          },
          { order: { type: 'orders', id: orderId }, item: ref(item) },
        )
      line.attributes.quantity = quantity
      touch(get('orders', orderId))
      return json(201, { data: resource(line) })
    }
    if (type === 'line_items' && id) {
      const line = get('line_items', id)
      if (!line) return json(404, { errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] })
      if (method === 'GET') return json(200, { data: resource(line) })
      if (method === 'DELETE') {
        records.delete(`line_items/${id}`)
        return json(204, null)
      }
      const candidate = { ...line, attributes: { ...line.attributes, ...attrs } }
      const refused = shortage(line.relationships.order?.id ?? '', candidate)
      if (refused) return refused
      Object.assign(line.attributes, attrs)
      return json(200, { data: resource(line) })
    }
    if (type === 'line_item_options' && id && method === 'DELETE') {
      records.delete(`line_item_options/${id}`)
      return json(204, null)
    }
    if (type === 'line_item_options' && method === 'POST') {
      return json(201, {
        data: resource(
          add(
            'line_item_options',
            { name: 'Greeting card', quantity: 1, options: attrs.options ?? {} },
            rels,
          ),
        ),
      })
    }
    if (type === 'bundles' && method === 'GET' && !id) {
      const withItems = includes.some((p) => p.startsWith('sku_list.sku_list_items'))
      return json(200, {
        data: [resource(box, { sku_list: { data: ref(boxList) } })],
        included: withItems
          ? [
              resource(boxList, { sku_list_items: { data: boxItems.map(ref) } }),
              ...boxItems.map((i) => resource(i)),
            ]
          : [],
        meta: { record_count: 1, page_count: 1 },
      })
    }
    // As the seed's methods: one per country of the market table, named by its `reference`.
    if (type === 'shipping_methods' && method === 'GET') {
      const reference = query.get('filter[q][reference_eq]')
      const found = shippingMethods.filter((m) => reference === null || m.attributes.reference === reference)
      return json(200, {
        data: found.map((m) => resource(m)),
        meta: { record_count: found.length, page_count: 1 },
      })
    }
    if (type === 'sku_options' && method === 'GET')
      return json(200, {
        data: all('sku_options').map((o) => resource(o)),
        meta: { record_count: 1, page_count: 1 },
      })
    if (type === 'skus' && !id && method === 'GET') {
      const codes = query.get('filter[q][code_in]')?.split(',') ?? []
      return json(200, {
        data: all('skus')
          .filter((sku) => codes.includes(String(sku.attributes.code)))
          .map((sku) => resource(sku)),
        meta: { record_count: codes.length, page_count: 1 },
      })
    }
    if (type === 'skus' && id) {
      const sku = get('skus', id)
      if (!sku) return json(404, { errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] })
      const quantity = Number(sku.attributes.stock)
      return json(200, {
        data: {
          ...resource(sku),
          attributes: {
            ...resource(sku).attributes,
            inventory: { available: quantity > 0, quantity, levels: [] },
          },
        },
      })
    }
    return json(404, { errors: [{ code: 'NOT_FOUND', status: '404', title: `no route ${method} ${path}` }] })
  }

  /**
   * JSON:API's sparse fieldsets, as Commerce Layer applies them: `fields[type]` keeps only the
   * attributes and relationships it names, in `data` and `included` alike. A field the cart reads
   * but left out of its `fields` is then missing here too.
   */
  const sparse =
    (query: URLSearchParams) =>
    async (response: Response): Promise<Response> => {
      const fieldsets = new Map(
        [...query.entries()].flatMap(([key, value]) => {
          const type = /^fields\[([a-z_]+)\]$/.exec(key)?.[1]
          return type ? [[type, new Set(value.split(','))] as const] : []
        }),
      )
      if (
        fieldsets.size === 0 ||
        response.status === 204 ||
        !response.headers.get('content-type')?.includes('json')
      )
        return response
      const document = (await response.json()) as { data?: unknown; included?: unknown[] }
      const trim = (resource: unknown) => {
        const r = resource as { type?: string; attributes?: object; relationships?: object }
        const wanted = r?.type ? fieldsets.get(r.type) : undefined
        if (!wanted) return resource
        const keep = (entries: object | undefined) =>
          Object.fromEntries(Object.entries(entries ?? {}).filter(([name]) => wanted.has(name)))
        return { ...r, attributes: keep(r.attributes), relationships: keep(r.relationships) }
      }
      const data = Array.isArray(document.data) ? document.data.map(trim) : trim(document.data)
      const included = document.included?.map(trim)
      return new Response(JSON.stringify({ ...document, data, ...(included ? { included } : {}) }), {
        status: response.status,
        headers: response.headers,
      })
    }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace(/^\/api/, '')
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const includes = url.searchParams.get('include')?.split(',') ?? []
    const caller = callerOf(
      new Headers(input instanceof Request ? input.headers : init?.headers).get('authorization'),
    )
    requests.push({ method, path, body })
    const failure = failures.find((f) => f.method === method && f.path.test(path))
    const answer = () =>
      route(method, path, includes, body, url.searchParams, caller).then(sparse(url.searchParams))
    if (failure) {
      failures.splice(failures.indexOf(failure), 1)
      return failure.answer(answer)
    }
    return answer()
  }

  return {
    fetch,
    requests,
    /** The next matching request gets this answer (or throws what `answer` throws). */
    failNext(method: string, path: RegExp, answer: Answer) {
      failures.push({ method, path, answer })
    },
    sku: (code: string) => skuByCode(code),
    /** Refusals for stock name no sku from now on, as not every answer does. */
    nameNoShortSku() {
      unnamedShortage = true
    },
    /** Refusals for stock say no figure from now on: what is left must be read. */
    sayNoStockFigure() {
      silentShortage = true
    },
    setStock(code: string, stock: number) {
      const sku = skuByCode(code)
      if (sku) sku.attributes.stock = stock
    },
    order: (id: string) => get('orders', id),
    address: (id: string) => get('addresses', id),
    orders: () => all('orders'),
    lines: (orderId: string) => linesOf(orderId),
    bundle: box,
    /** An order as if placed elsewhere. */
    placeOrder(id: string) {
      const order = get('orders', id)
      if (order) order.attributes.status = 'placed'
    },
    writes: () => requests.filter((r) => r.method !== 'GET'),
  }
}

export type FakeCommerce = ReturnType<typeof createFakeCommerce>
