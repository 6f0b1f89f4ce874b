/** Where the stack `npm start` runs, and commerce-local's documented demo credentials. */
export const shopUrl = `http://localhost:${process.env.SHOP_PORT ?? 8787}`
export const commerceUrl = `http://localhost:${process.env.COMMERCE_PORT ?? 8788}`

/** The browser's client: a market-scoped token of it sees what a shopper of that market sees. */
export const salesChannelClientId = 'commerce-local-sales-channel'

export const integration = {
  clientId: 'commerce-local-integration',
  clientSecret: 'commerce-local-integration-secret',
}

export const demoCustomer = { email: 'mario.rossi@example.com', password: 'Demo-Password-1' }

/** Seeded SKUs the journeys lean on (commerce-local/README.md, "Data conventions"). */
export const seeded = {
  lowStock: 'WINE-BRUNELLO-2018',
  outOfStock: 'SWEET-PANETTONE-1KG',
} as const
