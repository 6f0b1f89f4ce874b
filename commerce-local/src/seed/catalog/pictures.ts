import { type Picture, shelves } from '../../routes/images/picture'

// Each product is drawn as its own pack, so a listing of five oils shows five bottles a shopper
// tells apart at a glance: the shape follows the pack (a tin for 3 l, a Giugiaro bottle for the
// traditional balsamic), the size follows the contents, the colours follow the label.

const oilShelf = shelves['olive-oils']
const redWineShelf = shelves.wines
const whiteWineShelf = ['#f7f3e3', '#ebe3c1'] as const
const spiritShelf = shelves.spirits
const vinegarShelf = shelves['balsamic-vinegar']
const pastaShelf = shelves.pasta
const coffeeShelf = shelves.coffee
const sweetShelf = shelves.sweets
const giftShelf = shelves.bundle

/** The picture of every product and gift box of the demo shop, by code. */
export const pictures: Readonly<Record<string, Picture>> = {
  'OIL-EVO-TUSCANY-500': { shape: 'oil-bottle', background: oilShelf, body: '#5b6b2f', accent: '#c9a227' },
  'OIL-EVO-CORATINA-750': {
    shape: 'oil-bottle',
    background: oilShelf,
    body: '#3d4a1f',
    accent: '#8c1c13',
    label: '#f3ead2',
    scale: 1.1,
  },
  'OIL-EVO-NOCELLARA-500': {
    shape: 'square-bottle',
    background: oilShelf,
    body: '#6d7f2a',
    accent: '#1d4e89',
  },
  'OIL-LEMON-250': {
    shape: 'oil-bottle',
    background: ['#fbf6d9', '#ece7a8'],
    body: '#8c9a2c',
    accent: '#f2c14e',
    label: '#fff6c9',
    scale: 0.8,
  },
  'OIL-EVO-TAGGIASCA-3L': { shape: 'oil-can', background: oilShelf, body: '#2f5d3a', accent: '#c9a227' },

  'WINE-CHIANTI-CLASSICO-2021': {
    shape: 'wine-bottle',
    background: redWineShelf,
    body: '#2b0f14',
    accent: '#1f1a17',
    label: '#f6efe2',
  },
  'WINE-BAROLO-2019': {
    shape: 'sloped-bottle',
    background: redWineShelf,
    body: '#3a0d18',
    accent: '#8c1c13',
    label: '#efe4cf',
  },
  'WINE-BRUNELLO-2018': {
    shape: 'wine-bottle',
    background: redWineShelf,
    body: '#2a1a12',
    accent: '#c9a227',
    label: '#fbf3dd',
  },
  'WINE-AMARONE-2019': {
    shape: 'wine-bottle',
    background: redWineShelf,
    body: '#1e0a10',
    accent: '#5e1224',
    label: '#e9d8b4',
    scale: 1.05,
  },
  'WINE-PROSECCO-SUPERIORE': {
    shape: 'sparkling-bottle',
    background: whiteWineShelf,
    body: '#3f5b2a',
    accent: '#d4b04c',
  },
  'WINE-VERMENTINO-GALLURA': {
    shape: 'sloped-bottle',
    background: whiteWineShelf,
    body: '#8fa86a',
    accent: '#1d6f8c',
    label: '#ffffff',
  },
  'WINE-NERO-AVOLA-2022': {
    shape: 'wine-bottle',
    background: redWineShelf,
    body: '#4a0f1e',
    accent: '#d9822b',
    label: '#fff3df',
  },

  'SPIRIT-GRAPPA-BAROLO': {
    shape: 'slim-bottle',
    background: ['#eef0f2', '#d5dbe2'],
    body: '#d9c58f',
    accent: '#3b2f2f',
    label: '#ffffff',
  },
  'SPIRIT-LIMONCELLO-SORRENTO': {
    shape: 'slim-bottle',
    background: ['#fdf6d8', '#f4e3a1'],
    body: '#e9c21c',
    accent: '#2f7d32',
    label: '#ffffff',
  },
  'SPIRIT-AMARO-SICILIANO': {
    shape: 'flask',
    background: spiritShelf,
    body: '#3b1f12',
    accent: '#d9822b',
    label: '#f6e7c8',
  },

  'VINEGAR-MODENA-IGP-250': {
    shape: 'flask',
    background: vinegarShelf,
    body: '#3b2417',
    accent: '#a4161a',
    scale: 0.9,
  },
  'VINEGAR-TRADIZIONALE-12': {
    shape: 'ball-bottle',
    background: vinegarShelf,
    body: '#2a160d',
    accent: '#c9a227',
    label: '#f6efe2',
  },
  'VINEGAR-GLAZE-150': {
    shape: 'squeeze-bottle',
    background: vinegarShelf,
    body: '#4a2616',
    accent: '#a4161a',
    scale: 0.9,
  },

  'PASTA-SPAGHETTI-GRAGNANO-500': {
    shape: 'long-packet',
    background: pastaShelf,
    body: '#1d4e89',
    accent: '#f2c14e',
  },
  'PASTA-PACCHERI-500': {
    shape: 'packet',
    background: pastaShelf,
    body: '#8c1c13',
    accent: '#f2c14e',
    contents: 'tubes',
  },
  'PASTA-TAGLIATELLE-UOVO-250': {
    shape: 'packet',
    background: pastaShelf,
    body: '#c98a12',
    accent: '#1d4e89',
    contents: 'nests',
    scale: 0.9,
  },
  'PASTA-ORECCHIETTE-500': {
    shape: 'packet',
    background: pastaShelf,
    body: '#2f6b3a',
    accent: '#f2c14e',
    contents: 'shells',
  },
  'PASTA-TROFIE-500': {
    shape: 'packet',
    background: pastaShelf,
    body: '#1d6f8c',
    accent: '#f7e4a3',
    contents: 'twists',
  },

  'COFFEE-ESPRESSO-BEANS-1KG': {
    shape: 'coffee-bag',
    background: coffeeShelf,
    body: '#1f1410',
    accent: '#b3261e',
    scale: 1.1,
  },
  'COFFEE-MOKA-GROUND-250': {
    shape: 'brick',
    background: coffeeShelf,
    body: '#b3261e',
    accent: '#e0b84c',
    scale: 0.9,
  },
  'COFFEE-NAPOLETANA-500': {
    shape: 'coffee-bag',
    background: coffeeShelf,
    body: '#4a2c1a',
    accent: '#d4a373',
  },
  'COFFEE-DECAF-250': {
    shape: 'brick',
    background: coffeeShelf,
    body: '#1d5b4f',
    accent: '#e8d3a8',
    scale: 0.9,
  },

  'SWEET-CANTUCCI-250': { shape: 'pouch', background: sweetShelf, body: '#b5834f', accent: '#8c1c13' },
  'SWEET-PANETTONE-1KG': {
    shape: 'panettone',
    background: sweetShelf,
    body: '#8c1c13',
    accent: '#e0b84c',
    scale: 1.05,
  },
  'SWEET-BACI-DAMA-200': {
    shape: 'tin',
    background: sweetShelf,
    body: '#5a3a2a',
    accent: '#d98fa3',
    scale: 0.85,
  },
  'SWEET-TORRONE-200': { shape: 'bar', background: sweetShelf, body: '#8c1c13', accent: '#f2dcb0' },
  'SWEET-AMARETTI-200': {
    shape: 'tin',
    background: sweetShelf,
    body: '#d9541e',
    accent: '#f2c14e',
    label: '#fff4e0',
    scale: 0.85,
  },

  'GIFT-TUSCANY': { shape: 'gift-box', background: giftShelf, body: '#8c1c13', accent: '#e0b84c' },
  'GIFT-APERITIVO': { shape: 'gift-box', background: giftShelf, body: '#e4572e', accent: '#1f6f5c' },
  'GIFT-PASTA-LOVER': { shape: 'gift-box', background: giftShelf, body: '#1d4e89', accent: '#f2c14e' },
  'GIFT-COFFEE-BREAK': { shape: 'gift-box', background: giftShelf, body: '#4a2c1a', accent: '#e8d3a8' },
  'GIFT-GRAND-CRU': { shape: 'crate', background: giftShelf, body: '#a8733f', accent: '#8c1c13' },
}
