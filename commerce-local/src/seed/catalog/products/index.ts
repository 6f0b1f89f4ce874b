import type { Product } from '../product'
import { balsamicVinegar } from './balsamic-vinegar'
import { coffee } from './coffee'
import { oliveOils } from './olive-oils'
import { pasta } from './pasta'
import { spirits } from './spirits'
import { sweets } from './sweets'
import { wines } from './wines'

/** The 32 products of the demo shop, in catalogue order. */
export const products: readonly Product[] = [
  ...oliveOils,
  ...wines,
  ...spirits,
  ...balsamicVinegar,
  ...pasta,
  ...coffee,
  ...sweets,
]
