import { env } from 'cloudflare:test'
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, integrationToken } from '../../../test/api'
import { sdk } from './client'

let admin: CommerceLayerBundle

beforeAll(async () => {
  admin = await sdk(true)
})

/** A 5% promotion that started a minute ago and runs for a day. */
const runningPromotion = (name: string, limits: { total_usage_limit?: number } = {}) =>
  admin.percentage_discount_promotions.create({
    name,
    percentage: 5,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    ...limits,
  })

describe('promotion triggers', () => {
  it('answers _disable and _enable with the status they leave the promotion in', async () => {
    const promotion = await runningPromotion('Autumn 5%')
    expect(promotion).toMatchObject({ status: 'active', active: true })
    const disabled = await admin.percentage_discount_promotions.update({ id: promotion.id, _disable: true })
    expect(disabled).toMatchObject({ status: 'disabled', active: false })
    expect(disabled.disabled_at).toEqual(expect.any(String))
    const enabled = await admin.percentage_discount_promotions.update({ id: promotion.id, _enable: true })
    expect(enabled).toMatchObject({ status: 'active', active: true, disabled_at: null })
  })

  it('fires a trigger sent as the word "true"', async () => {
    const promotion = await runningPromotion('Winter 5%')
    const token = await integrationToken()
    const disabled = await api(token, `/api/percentage_discount_promotions/${promotion.id}`, {
      method: 'PATCH',
      body: {
        data: { type: 'percentage_discount_promotions', id: promotion.id, attributes: { _disable: 'true' } },
      },
    })
    expect(disabled.json.data.attributes).toMatchObject({ status: 'disabled', active: false })
  })

  it('says a promotion whose uses reached its limit is no longer active', async () => {
    const promotion = await runningPromotion('Once only', { total_usage_limit: 1 })
    expect(promotion).toMatchObject({ active: true, total_usage_reached: false })
    // Placed orders count the uses; here the count is set as one such place would leave it.
    await env.DB.prepare(
      "UPDATE records SET attributes = json_set(attributes, '$.total_usage_count', 1) WHERE id = ?",
    )
      .bind(promotion.id)
      .run()
    const used = await admin.percentage_discount_promotions.update({ id: promotion.id, name: 'Used once' })
    expect(used).toMatchObject({ status: 'active', active: false, total_usage_reached: true })
  })
})

describe('gift card triggers', () => {
  it('activates a draft gift card when it is purchased', async () => {
    const card = await admin.gift_cards.create({ currency_code: 'EUR', balance_cents: 2000 })
    expect(card.status).toBe('draft')
    expect((await admin.gift_cards.update({ id: card.id, _purchase: true })).status).toBe('active')
  })
})
