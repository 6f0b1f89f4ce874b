import type { CommerceClient } from '@storefront/shared/commerce'
import { useEffect } from 'react'
import { byCode, codeQuery } from './code-lookup'
import { useShop } from './shop-context'
import { useResource } from './use-resource'

type DetailScreen = 'product' | 'bundle'

const otherScreen = { product: 'bundle', bundle: 'product' } as const satisfies Record<
  DetailScreen,
  DetailScreen
>

/** The code of a bundle (or a sku) the market sells under `code`, or null: one field, one request. */
async function findOther(client: CommerceClient, screen: DetailScreen, code: string): Promise<string | null> {
  const found: readonly { code?: string | null }[] =
    screen === 'product'
      ? await client.bundles.list({ ...codeQuery(code), fields: ['code'] })
      : await client.skus.list({ ...codeQuery(code), fields: ['code'] })
  return byCode(found, code)?.code ?? null
}

/**
 * A code the market does not sell as this screen's kind, looked up as the other kind: a gift box's
 * code under the product base (a link written by hand, or a product turned into a box) opens the
 * box, in place of the address, rather than a not-found page. `missing` is false until this
 * screen's own lookup came back empty, so a found product costs no second request.
 *
 * @returns `looking` while the other kind is asked for or the address is being replaced; `none`
 *   when it is not the other kind either (or the lookup failed), so the page says not found.
 */
export function useMisfiledCode(screen: DetailScreen, code: string, missing: boolean): 'looking' | 'none' {
  const { bus } = useShop()
  const other = otherScreen[screen]
  const found = useResource(missing ? `misfiled|${other}|${code}` : null, (client) =>
    findOther(client, screen, code),
  )
  const foundCode = found.status === 'ready' ? found.data : null
  useEffect(() => {
    if (foundCode) bus.publish('nav:intent', { screen: { name: other, code: foundCode }, replace: true })
  }, [bus, other, foundCode])
  if (!missing || found.status === 'error' || (found.status === 'ready' && !found.data)) return 'none'
  return 'looking'
}
