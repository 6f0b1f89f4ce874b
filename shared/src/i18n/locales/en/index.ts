// Every namespace in English: one chunk per language, which `loadDictionary` fetches.
export { account } from './account'
export { cart } from './cart'
export { catalog } from './catalog'
export { checkout } from './checkout'
export { common } from './common'
export { errors } from './errors'
export { validation } from './validation'
