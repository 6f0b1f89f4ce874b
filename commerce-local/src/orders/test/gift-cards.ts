import { sdk } from './client'

/** A euro gift card (10.00 unless told), created and activated by an integration as the back office would. */
export async function activeCard(
  code: string,
  options: { expires_at?: string; market?: string; balance_cents?: number } = {},
) {
  const admin = await sdk(true)
  const card = await admin.gift_cards.create({
    code,
    currency_code: 'EUR',
    balance_cents: options.balance_cents ?? 1000,
    ...(options.expires_at && { expires_at: options.expires_at }),
    ...(options.market && { market: admin.markets.relationship(options.market) }),
  })
  return admin.gift_cards.update({ id: card.id, _activate: true })
}
