import type { CommerceClient } from '@storefront/shared/commerce'
import { requestAddItem, type ShopBus } from '@storefront/shared/events'
import { useEffect, useState } from 'react'
import styles from './dev-host.module.css'

interface Product {
  readonly kind: 'sku' | 'bundle'
  readonly code: string
  readonly name: string
  readonly image: string | null
}

/** A bare product list that adds through the bus exactly as the catalog remote does. */
export function DevCatalog({
  bus,
  client,
}: {
  readonly bus: ShopBus
  readonly client: CommerceClient | null
}) {
  const [products, setProducts] = useState<Product[]>([])
  const [result, setResult] = useState('')
  useEffect(() => {
    if (!client) return
    void Promise.all([client.skus.list({ pageSize: 12 }), client.bundles.list({ pageSize: 3 })]).then(
      ([skus, bundles]) =>
        setProducts([
          ...skus.map((s) => ({
            kind: 'sku' as const,
            code: s.code,
            name: s.name,
            image: s.image_url ?? null,
          })),
          ...bundles.map((b) => ({
            kind: 'bundle' as const,
            code: b.code,
            name: b.name,
            image: b.image_url ?? null,
          })),
        ]),
    )
  }, [client])
  const add = async (product: Product, greetingCard: boolean) => {
    setResult('…')
    const answer = await requestAddItem(bus, {
      kind: product.kind,
      code: product.code,
      quantity: 1,
      ...(greetingCard ? { options: [{ code: 'greeting-card' }] } : {}),
    }).catch((error: unknown) => ({ ok: false, errorCode: String(error) }))
    setResult(answer.ok ? `${product.code} added` : `${product.code}: ${answer.errorCode}`)
  }
  return (
    <section className={styles.catalog} aria-label="Dev catalog">
      <output>{result}</output>
      <ul>
        {products.map((product) => (
          <li key={product.code}>
            {product.image && <img src={product.image} alt="" width={64} height={64} />}
            <span>{product.name}</span>
            <button type="button" onClick={() => void add(product, false)}>
              Add {product.code}
            </button>
            <button type="button" onClick={() => void add(product, true)}>
              + card
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
