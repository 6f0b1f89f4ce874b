import type { PayloadOf } from '@storefront/shared/events'
import { attachCustomer } from './attach-customer'
import { loadCart } from './cart-lifecycle'
import type { CartRuntime } from './cart-runtime'
import { cartIds, forgetGiftMessages } from './cart-storage'
import { resetCart } from './cart-store'
import { followCountry } from './follow-country'
import { followLanguage } from './follow-language'
import { restoreCustomerCart } from './restore-customer-cart'

type Session = PayloadOf<'session:changed'>

// A page load, a sign-in in another tab, or a refused token (the cart forgotten, the session
// started over): a customer with no cart here may have one left open on the server, and after a
// 401 it is the very cart just dropped. A guest has none to look up.
const restoresOnLoad: readonly Session['reason'][] = ['init', 'other-tab', 'unauthorized']

/**
 * Keeps the cart in step with the shell's market and session. A market switch shows that
 * market's own cart (kept for when the visitor comes back), a country of the same market moves
 * the cart there (`followCountry`); logout forgets every cart, a customer's session that ended
 * every gift message; a
 * refused token (401) starts the cart over: a guest's stored cart is read again with the new
 * guest token, anyone else's forgotten; a sign-in or out in another tab reads the
 * stored cart again with the new token. Values replayed on subscribe only load: a
 * logout that happened before this runtime existed must not wipe a cart made since.
 */
export function listenForContext(runtime: CartRuntime): void {
  const { bus, store, scope } = runtime
  let loadedKey: string | null = null
  let generation = 0
  let replaying = true
  // The load after a customer's renewal came back a guest's: its 404 is the customer's cart,
  // unreadable to the guest's token, not a cart gone.
  let afterEndedSession = false
  // The load after a refused token's guest session replaced a guest's: the stored cart, kept,
  // is read with the new token, and forgotten if that cannot read it either.
  let afterRefusedToken = false
  // A change the shopper made was refused for the token: the reset takes its words away.
  let changeLost = false

  const maybeLoad = () => {
    const session = bus.last('session:changed')
    const context = store.getState().context
    if (!session || !context || session.marketCode !== context.marketCode) return
    const key = `${context.marketCode}#${generation}`
    if (key === loadedKey) return
    loadedKey = key
    runtime.renew()
    resetCart(store)
    // Said on the page: the reset took the words of the line, field or form the change failed
    // in, which went back to what the cart holds without them (an add's the catalog says).
    if (changeLost) store.getState().addNotice({ kind: 'change-lost' })
    changeLost = false
    // Signed in in another tab: the guest's cart, not found for this tab's customer token, is
    // the one that tab is carrying over, and its new id is on its way: not forgotten meanwhile.
    const keepStoredId = session.reason === 'other-tab' || afterEndedSession
    const rereadAfterRefusal = afterRefusedToken
    afterEndedSession = false
    afterRefusedToken = false
    void loadCart(runtime, { keepStoredId, afterRefusedToken: rereadAfterRefusal })
      .then(() => attachCustomer(runtime, session))
      .then(() =>
        restoresOnLoad.includes(session.reason) ? restoreCustomerCart(runtime, session) : undefined,
      )
      .then(() => followCountry(runtime))
      .then(() => followLanguage(runtime))
  }

  const startOver = () => {
    generation += 1
  }

  scope.subscribe('market:changed', (market) => {
    const current = store.getState().context
    if (!current) return
    store.getState().setContext({ ...current, ...market })
    if (market.marketCode !== current.marketCode) {
      // Until the new market's session arrives, the old market's cart must not show in the new currency.
      runtime.renew()
      resetCart(store)
    } else {
      if (market.country !== current.country) void followCountry(runtime)
      if (market.locale !== current.locale) void followLanguage(runtime)
    }
    maybeLoad()
  })

  let kind = bus.last('session:changed')?.kind
  scope.subscribe('session:changed', (session: Session) => {
    const marketCode = store.getState().context?.marketCode
    // A customer's renewal that came back a guest's: the session ended (the refresh cookie
    // expired, or was dropped), and the customer's cart is not the guest's to keep adding to.
    const endedHere = session.reason === 'refresh' && kind === 'customer' && session.kind === 'guest'
    // A guest started over as a guest after a refused token keeps their order, reached by its id
    // alone. Any other start over forgets it: a customer's order is not for the guest who may
    // come in their place (a refresh cookie that failed), and a customer still signed in gets
    // theirs back from `restoreCustomerCart`.
    const guestAgain = session.reason === 'unauthorized' && kind === 'guest' && session.kind === 'guest'
    kind = session.kind
    if (!replaying) {
      if (session.reason === 'logout') cartIds.forgetAll()
      // A session that ended without a sign-out (the refresh cookie expired, on a shared computer
      // say) leaves none of the customer's words behind. The cart ids stay: a renewal can also come
      // back a guest's when two tabs spent one refresh cookie, and the customer, still signed in
      // beside it, would lose every cart.
      else if (endedHere) {
        forgetGiftMessages()
        afterEndedSession = true
      }
      // The page's own message is upkeep's (the stock check); the shopper's are in their places.
      changeLost =
        session.reason === 'unauthorized' &&
        Object.entries(store.getState().feedback).some(
          ([place, feedback]) => place !== 'page' && feedback?.code === 'unauthorized',
        )
      if (guestAgain) afterRefusedToken = true
      else if (session.reason === 'unauthorized' && marketCode) cartIds.forget(marketCode)
      // Signed in or out in another tab: the stored cart is read again with this tab's new
      // token, as that tab left it (carried over, or forgotten).
      if (['logout', 'unauthorized', 'market', 'other-tab'].includes(session.reason) || endedHere) startOver()
      if (session.reason === 'login' || session.reason === 'signup') {
        // A guest's filled cart becomes the customer's; an empty one gives way to the order the
        // customer left open (signed out, or on another device), in the page's country and language.
        // A new account has none: its one lookup finds nothing.
        void attachCustomer(runtime, session)
          .then(() => restoreCustomerCart(runtime, session, { replaceEmpty: true }))
          .then(() => followCountry(runtime))
          .then(() => followLanguage(runtime))
      }
    }
    maybeLoad()
  })
  // A language the order could not take is tried again with the shopper's next change to the cart.
  runtime.onWrite(() => void followLanguage(runtime))
  replaying = false
}
