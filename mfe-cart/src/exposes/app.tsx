// Module Federation `cart/App`: the cart screen.
export { CartApp as App } from '../app/cart-app'
