import { ApiError } from '../../errors/api-error'

// Commerce Layer's auth API answers with the lower-case OAuth codes inside its errors array.
const titles = {
  invalid_client: 'Client authentication failed',
  invalid_grant: 'Invalid credentials',
  invalid_scope: 'Invalid scope',
  invalid_request: 'Invalid request',
  unsupported_grant_type: 'Unsupported grant type',
} as const

type OAuthCode = keyof typeof titles

export function oauthError(code: OAuthCode, detail: string, status: 400 | 401 = 401): ApiError {
  return new ApiError(status, { code, title: titles[code], detail })
}
