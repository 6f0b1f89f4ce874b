import { type CartRuntime, isStale } from './cart-runtime'

const otherLanguage = (runtime: CartRuntime) => {
  const { order, context } = runtime.store.getState()
  return order && context && order.languageCode !== context.locale ? context.locale : null
}

/**
 * Keeps the order in the shopper's language: Commerce Layer writes to the customer (the order's
 * mails) in its `language_code`, set once when the cart was made, so a Swiss shopper who went
 * from German to French kept a German order. In the cart's queue, without a failure's words over
 * what the shopper did: a write that did not go is tried again at the next change to the cart
 * (`listenForContext`), of language or a reload, and the page says meanwhile that the order's
 * e-mails may come in its old language (`languageUnsaved`). Quiet, that failure let a shopper place
 * the order unaware of it.
 */
export function followLanguage(runtime: CartRuntime): Promise<unknown> {
  if (!otherLanguage(runtime)) return Promise.resolve()
  return runtime.queue
    .enqueue(async () => {
      const locale = otherLanguage(runtime)
      if (!locale) return
      const tools = await runtime.tools()
      await tools.update({ language_code: locale })
      runtime.store.getState().setLanguageUnsaved(false)
    })
    .catch((thrown: unknown) => {
      if (!isStale(thrown)) runtime.store.getState().setLanguageUnsaved(true)
    })
}
