import type { CartRuntime } from './cart-runtime'

const otherLanguage = (runtime: CartRuntime) => {
  const { order, context } = runtime.store.getState()
  return order && context && order.languageCode !== context.locale ? context.locale : null
}

/**
 * Keeps the order in the shopper's language: Commerce Layer writes to the customer (the order's
 * mails) in its `language_code`, set once when the cart was made, so a Swiss shopper who went
 * from German to French kept a German order. Quietly, in the cart's queue: nothing the shopper
 * did fails with it, and a write that did not go is tried at the next change of language or cart.
 */
export function followLanguage(runtime: CartRuntime): Promise<unknown> {
  if (!otherLanguage(runtime)) return Promise.resolve()
  return runtime.queue
    .enqueue(async () => {
      const locale = otherLanguage(runtime)
      if (!locale) return
      const tools = await runtime.tools()
      await tools.update({ language_code: locale })
    })
    .catch(() => undefined)
}
