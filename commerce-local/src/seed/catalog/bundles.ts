import { currencies, type Locale } from '@storefront/shared/markets'
import type { StoredRecord } from '../../db/records'
import { amountFields } from '../../resources/catalog/money'
import { seedRecord, seedRef } from '../seed-record'
import { listItems } from './categories'
import { italianOriginWords } from './origin-words'
import { priceIn } from './pricing'
import { products } from './products'
import { searchKeywords } from './search-keywords'

interface GiftBox {
  code: string
  items: readonly (readonly [code: string, quantity: number])[]
  text: Record<Locale, readonly [string, string]>
}

const giftBoxes: GiftBox[] = [
  {
    code: 'GIFT-TUSCANY',
    items: [
      ['WINE-CHIANTI-CLASSICO-2021', 1],
      ['OIL-EVO-TUSCANY-500', 1],
      ['SWEET-CANTUCCI-250', 2],
    ],
    text: {
      it: ['Cofanetto Sapori di Toscana', 'Chianti Classico, olio toscano e cantucci, pronti da regalare.'],
      en: ['Taste of Tuscany gift box', 'Chianti Classico, Tuscan oil and cantucci in a gift box.'],
      de: ['Geschenkbox Toskana', 'Chianti Classico, toskanisches Öl und Cantucci in einer Geschenkbox.'],
      es: [
        'Caja regalo Sabores de la Toscana',
        'Chianti Classico, aceite toscano y cantucci en una caja regalo.',
      ],
      fr: [
        'Coffret Saveurs de Toscane',
        'Chianti Classico, huile toscane et cantucci dans un coffret cadeau.',
      ],
    },
  },
  {
    code: 'GIFT-APERITIVO',
    items: [
      ['WINE-PROSECCO-SUPERIORE', 2],
      ['VINEGAR-GLAZE-150', 1],
      ['OIL-LEMON-250', 1],
    ],
    text: {
      it: ['Cofanetto Aperitivo italiano', 'Due Prosecco Superiore, glassa balsamica e olio al limone.'],
      en: ['Italian aperitivo gift box', 'Two Prosecco Superiore, balsamic glaze and lemon olive oil.'],
      de: ['Geschenkbox Aperitivo', 'Zwei Prosecco Superiore, Balsamico-Creme und Zitronen-Olivenöl.'],
      es: ['Caja regalo Aperitivo italiano', 'Dos Prosecco Superiore, crema balsámica y aceite al limón.'],
      fr: ['Coffret Apéritif italien', 'Deux Prosecco Superiore, crème balsamique et huile au citron.'],
    },
  },
  {
    code: 'GIFT-PASTA-LOVER',
    items: [
      ['PASTA-SPAGHETTI-GRAGNANO-500', 2],
      ['PASTA-PACCHERI-500', 1],
      ['PASTA-ORECCHIETTE-500', 1],
      ['OIL-EVO-CORATINA-750', 1],
    ],
    text: {
      it: ['Cofanetto Amanti della pasta', 'Quattro pacchi di pasta artigianale e un olio di Coratina.'],
      en: ['Pasta lover’s gift box', 'Four packets of artisan pasta and a Coratina olive oil.'],
      de: ['Geschenkbox Pasta-Liebhaber', 'Vier Packungen handwerkliche Pasta und ein Coratina-Olivenöl.'],
      es: ['Caja regalo Amantes de la pasta', 'Cuatro paquetes de pasta artesanal y un aceite Coratina.'],
      fr: [
        'Coffret Amoureux des pâtes',
        'Quatre paquets de pâtes artisanales et une huile d’olive Coratina.',
      ],
    },
  },
  {
    code: 'GIFT-COFFEE-BREAK',
    items: [
      ['COFFEE-ESPRESSO-BEANS-1KG', 1],
      ['SWEET-AMARETTI-200', 1],
      ['SWEET-BACI-DAMA-200', 1],
    ],
    text: {
      it: ['Cofanetto Pausa caffè', 'Caffè espresso in grani con amaretti e baci di dama.'],
      en: ['Coffee break gift box', 'Espresso beans with amaretti and baci di dama.'],
      de: ['Geschenkbox Kaffeepause', 'Espressobohnen mit Amaretti und Baci di Dama.'],
      es: ['Caja regalo Pausa café', 'Café espresso en grano con amaretti y baci di dama.'],
      fr: ['Coffret Pause café', 'Café espresso en grains avec amaretti et baci di dama.'],
    },
  },
  {
    code: 'GIFT-GRAND-CRU',
    items: [
      ['WINE-BAROLO-2019', 1],
      ['WINE-AMARONE-2019', 1],
      ['SPIRIT-GRAPPA-BAROLO', 1],
    ],
    text: {
      it: ['Cofanetto Grandi rossi', 'Barolo, Amarone e una grappa di Barolo per le grandi occasioni.'],
      en: ['Great reds gift box', 'Barolo, Amarone and a Grappa di Barolo for special occasions.'],
      de: ['Geschenkbox Große Rote', 'Barolo, Amarone und ein Grappa di Barolo für besondere Anlässe.'],
      es: [
        'Caja regalo Grandes tintos',
        'Barolo, Amarone y una grappa de Barolo para las grandes ocasiones.',
      ],
      fr: ['Coffret Grands rouges', 'Barolo, Amarone et une grappa de Barolo pour les grandes occasions.'],
    },
  },
]

const euroPrice = new Map(products.map((p) => [p.code, p.euroCents]))

// What a shopper calls any of them, in every language; the boxes' own names do not all say it
// ("Coffret Pause café" has no "cadeau", "Cofanetto Pausa caffè" no "regalo").
const giftBoxWords = [
  'Confezione regalo',
  'Cofanetto regalo',
  'Gift box',
  'Geschenkbox',
  'Caja regalo',
  'Coffret cadeau',
]

/** Gift boxes: a sku list per box, and the box priced about 10% under its parts per currency. */
export function bundlesSeed(): StoredRecord[] {
  return giftBoxes.flatMap((box) => {
    const listKey = `bundle-${box.code}`
    const list = seedRecord({
      type: 'sku_lists',
      key: listKey,
      attributes: {
        name: box.text.en[0],
        slug: box.code.toLowerCase(),
        description: box.text.en[1],
        image_url: `/images/${box.code}.svg`,
        manual: true,
        sku_code_regex: null,
        metadata: { kind: 'bundle' },
      },
    })
    const partsEuro = box.items.reduce(
      (sum, [code, quantity]) => sum + (euroPrice.get(code) ?? 0) * quantity,
      0,
    )
    const bundles = currencies.map((currency) => {
      // What its parts cost bought one by one in this currency: each part's price is rounded on
      // its own, so converting the euro sum would state a "was" price no shopper ever paid.
      const compareAt = box.items.reduce(
        (sum, [code, quantity]) => sum + priceIn(currency, euroPrice.get(code) ?? 0) * quantity,
        0,
      )
      // About 10% off the parts, rounded to a shop price (…,90).
      const price = priceIn(currency, Math.round((partsEuro * 0.9) / 100) * 100 - 10)
      return seedRecord({
        type: 'bundles',
        key: `${box.code}-${currency}`,
        attributes: {
          code: box.code,
          name: box.text.en[0],
          currency_code: currency,
          description: box.text.en[1],
          image_url: `/images/${box.code}.svg`,
          do_not_ship: false,
          do_not_track: false,
          price_amount_cents: price,
          ...amountFields('price_amount', price, currency),
          compare_at_amount_cents: compareAt,
          ...amountFields('compare_at_amount', compareAt, currency),
          skus_count: box.items.reduce((sum, [, quantity]) => sum + quantity, 0),
          metadata: {
            i18n: Object.fromEntries(
              Object.entries(box.text).map(([l, [name, description]]) => [l, { name, description }]),
            ),
            search: searchKeywords([
              ...Object.values(box.text).map(([name]) => name),
              ...giftBoxWords,
              ...italianOriginWords,
            ]),
            // Folded, as the skus' are: a description's accented words meet the folded query.
            search_descriptions: searchKeywords(
              Object.values(box.text).map(([, description]) => description),
            ),
          },
        },
        relationships: { sku_list: seedRef('sku_lists', listKey) },
      })
    })
    return [list, ...listItems(listKey, box.items), ...bundles]
  })
}

export const giftBoxCodes = giftBoxes.map((box) => box.code)
