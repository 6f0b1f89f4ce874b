/** Answers in Commerce Layer's JSON:API shape, errors included. */
export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  })

export const invalid = (attribute: string, extra: Record<string, unknown> = {}) =>
  json(422, {
    errors: [
      {
        title: 'is invalid',
        detail: `${attribute} - is invalid`,
        code: 'VALIDATION_ERROR',
        source: { pointer: `/data/attributes/${attribute}` },
        status: '422',
        meta: { error: 'invalid' },
        ...extra,
      },
    ],
  })

/** Commerce Layer's refusal of a quantity the stock cannot cover, with what is left of which sku. */
export const outOfStock = (available: number | undefined, skuCode?: string) =>
  json(422, {
    errors: [
      {
        title: 'Out of stock',
        detail: 'quantity - is out of stock',
        code: 'OUT_OF_STOCK',
        source: { pointer: '/data/attributes/quantity' },
        status: '422',
        meta: {
          error: 'out_of_stock',
          ...(available === undefined ? {} : { available }),
          ...(skuCode ? { sku_code: skuCode } : {}),
        },
      },
    ],
  })
