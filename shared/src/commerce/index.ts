export { type ApiFailure, type ApiFetchOptions, apiFailureOf, createApiFetch } from './api-fetch'
export { type CommerceClient, type CommerceClientOptions, createCommerceClient } from './create-client'
export { createSessionClient, type SessionClient, type SessionClientOptions } from './session-client'
export { isTokenExpired, readTokenClaims, type TokenClaims } from './token-claims'
