import { ShopError } from '../../errors'

/**
 * The link's token carries the reset's id and Commerce Layer's secret token together, since
 * completing a reset needs both. Ids are alphanumeric, so the first dot separates them.
 */
export function encodeResetToken(reset: { id: string; token: string }): string {
  return `${reset.id}.${reset.token}`
}

export function decodeResetToken(value: string): { id: string; token: string } {
  const dot = value.indexOf('.')
  if (dot <= 0 || dot === value.length - 1)
    throw new ShopError(400, 'reset_link_invalid', { message: 'the reset link is not valid' })
  return { id: value.slice(0, dot), token: value.slice(dot + 1) }
}
