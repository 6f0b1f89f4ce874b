// The namespaces a page loads before its first render (`pageNamespaces`): one chunk in Italian.
export { cart } from './cart'
export { catalog } from './catalog'
export { common } from './common'
export { errors } from './errors'
export { validation } from './validation'
