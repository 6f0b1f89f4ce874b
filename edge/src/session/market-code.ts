import { findMarketByCode, type MarketRecord } from '@storefront/shared/markets'
import { ShopError } from '../errors'

/** The market a request names; anything but one of the shop's markets is refused. */
export function knownMarket(code: string): MarketRecord {
  const record = findMarketByCode(code)
  if (!record)
    throw new ShopError(null, 'missing_parameters', {
      reason: 'unknown_market',
      message: `no market with code ${code}`,
    })
  return record
}
