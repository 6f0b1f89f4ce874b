/**
 * The add-to-cart writes (creating the order with its placeholder address, the line and its
 * options), fetched on the first add: a visitor who only browses never downloads them.
 * Not memoised on purpose: after a failed load (the network) the next add asks again, while a
 * loaded chunk stays with the bundler, so asking again costs nothing.
 */
export const loadAddLine = () => import(/* webpackChunkName: "cart-add-item" */ './add-line')
