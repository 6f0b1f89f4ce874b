import type { Screen } from '../routes/screens'
import type { ShopBus } from './shop-bus'

/**
 * Asks the shell to title the document after `screen`, which the calling remote shows. A shell
 * older than the channel (contract < 1.3.0) refuses it; the page then keeps the shop's name as
 * its title, which is no reason to break the page.
 */
export function namePage(bus: ShopBus, screen: Screen, title: string): void {
  try {
    bus.publish('shell:name-page', { screen, title })
  } catch (error) {
    console.warn('the shell did not take the page title', error)
  }
}
