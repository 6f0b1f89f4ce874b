/** Who is calling, worked out once per request from the bearer token. */
export interface AuthContext {
  /** guest: sales channel without owner; customer: sales channel with a customer owner */
  role: Role
  applicationId: string
  applicationKind: 'sales_channel' | 'integration'
  /** markets of the token's scope; empty for an integration token without market scope */
  marketIds: string[]
  stockLocationIds: string[]
  customerId?: string
  /** the `rand` claim, unique per token, used for revocation */
  rand: string
  exp: number
}

export type Role = 'guest' | 'customer' | 'integration'

export const allRoles: readonly Role[] = ['guest', 'customer', 'integration']
export const integrationOnly: readonly Role[] = ['integration']
