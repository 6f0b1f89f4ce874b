import { useState } from 'react'
import { Icon } from '../../../lib/icons'

/**
 * A line's picture, or the bag a line without one shows: a picture that fails to load (moved,
 * its host down) must not leave the browser's broken-image sign in the cart.
 */
export function LineImage({ src }: { readonly src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) return <Icon name="bag" size={32} />
  return <img src={src} alt="" loading="lazy" width={96} height={96} onError={() => setFailed(src)} />
}
