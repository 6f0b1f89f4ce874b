import {
  ballBottle,
  flask,
  oilBottle,
  oilCan,
  slimBottle,
  slopedBottle,
  sparklingBottle,
  squareBottle,
  squeezeBottle,
  wineBottle,
} from './bottles'
import { bar, brick, coffeeBag, crate, giftBox, longPacket, packet, panettone, pouch, tin } from './packs'
import type { Picture, Shape } from './picture'

/** How each shape is drawn. */
export const shapes: Record<Shape, (picture: Picture) => string> = {
  'oil-bottle': oilBottle,
  'square-bottle': squareBottle,
  'oil-can': oilCan,
  'wine-bottle': wineBottle,
  'sloped-bottle': slopedBottle,
  'sparkling-bottle': sparklingBottle,
  'slim-bottle': slimBottle,
  flask,
  'ball-bottle': ballBottle,
  'squeeze-bottle': squeezeBottle,
  packet,
  'long-packet': longPacket,
  'coffee-bag': coffeeBag,
  brick,
  tin,
  panettone,
  bar,
  pouch,
  'gift-box': giftBox,
  crate,
}
