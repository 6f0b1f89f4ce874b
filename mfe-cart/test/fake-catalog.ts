/** The products the fake API sells; tests pick codes and stock from here. */
export interface FakeSku {
  code: string
  name: string
  priceCents: number
  compareAtCents?: number
  stock: number
  excise?: boolean
  /** `metadata.category`, the slug of its category */
  category?: string
}

export const defaultSkus: FakeSku[] = [
  {
    code: 'OIL-1',
    name: 'Olive oil',
    priceCents: 1250,
    compareAtCents: 1500,
    stock: 20,
    category: 'olive-oils',
  },
  { code: 'WINE-1', name: 'Barolo', priceCents: 3900, stock: 20, excise: true, category: 'wines' },
  { code: 'PASTA-1', name: 'Spaghetti', priceCents: 350, stock: 3 },
]
