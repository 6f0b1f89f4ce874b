export { type ApiFetchOptions, createApiFetch } from './api-fetch'
export { type CommerceClient, type CommerceClientOptions, createCommerceClient } from './create-client'
export { createSessionClient, type SessionClient } from './session-client'
export { isTokenExpired, readTokenClaims, type TokenClaims } from './token-claims'
