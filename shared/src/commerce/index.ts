export type { CommerceLayerBundle as CommerceClient } from '@commercelayer/sdk/bundle'
export { type ApiFetchOptions, createApiFetch } from './api-fetch'
export { type CommerceClientOptions, createCommerceClient } from './create-client'
export { isTokenExpired, readTokenClaims, type TokenClaims } from './token-claims'
