/** What a product's picture shows: a pack's silhouette and its colours, with no words on it. */
export interface Picture {
  shape: Shape
  /** the backdrop's gradient, top to bottom */
  background: readonly [string, string]
  /** the glass, the paper or the tin */
  body: string
  /** the cap, the foil, the ribbon, a label's band */
  accent: string
  /** the label's paper; cream unless set */
  label?: string
  /** what a packet's window shows */
  contents?: Contents
  /** the pack's size beside a 500 ml bottle (1), so a 250 ml bottle looks smaller than a litre */
  scale?: number
}

export type Shape =
  | 'oil-bottle'
  | 'square-bottle'
  | 'oil-can'
  | 'wine-bottle'
  | 'sloped-bottle'
  | 'sparkling-bottle'
  | 'slim-bottle'
  | 'flask'
  | 'ball-bottle'
  | 'squeeze-bottle'
  | 'packet'
  | 'long-packet'
  | 'coffee-bag'
  | 'brick'
  | 'tin'
  | 'panettone'
  | 'bar'
  | 'pouch'
  | 'gift-box'
  | 'crate'

export type Contents = 'spaghetti' | 'tubes' | 'nests' | 'shells' | 'twists' | 'biscuits'

/** Each category's backdrop: the seed's pictures stand on them too, so a category reads as one shelf. */
export const shelves = {
  'olive-oils': ['#f4f1de', '#dfe7c4'],
  wines: ['#f6e8ea', '#e8c9cf'],
  spirits: ['#fdf3e1', '#f3d9a8'],
  'balsamic-vinegar': ['#f3ece6', '#dcc9b8'],
  pasta: ['#eef3fb', '#cbdaf3'],
  coffee: ['#f5efe8', '#e0cdb8'],
  sweets: ['#fdf0f3', '#f6cfd9'],
  bundle: ['#fbf1e6', '#efd5b5'],
} as const satisfies Record<string, readonly [string, string]>

/**
 * The picture of a product the seed does not draw on its own (one made through the API): its
 * category's pack in the category's colours.
 */
export const categoryPictures: Record<string, Picture> = {
  'olive-oils': {
    shape: 'oil-bottle',
    background: shelves['olive-oils'],
    body: '#5b6b2f',
    accent: '#c9a227',
  },
  wines: { shape: 'wine-bottle', background: shelves.wines, body: '#5e1224', accent: '#c9a227' },
  spirits: { shape: 'flask', background: shelves.spirits, body: '#b86e12', accent: '#3b2f2f' },
  'balsamic-vinegar': {
    shape: 'flask',
    background: shelves['balsamic-vinegar'],
    body: '#3b2417',
    accent: '#a4161a',
  },
  pasta: { shape: 'packet', background: shelves.pasta, body: '#1d4e89', accent: '#f2c14e' },
  coffee: { shape: 'coffee-bag', background: shelves.coffee, body: '#4a2c1a', accent: '#d4a373' },
  sweets: { shape: 'tin', background: shelves.sweets, body: '#c0416b', accent: '#f4d35e' },
  bundle: { shape: 'gift-box', background: shelves.bundle, body: '#8c1c13', accent: '#e0b84c' },
}
