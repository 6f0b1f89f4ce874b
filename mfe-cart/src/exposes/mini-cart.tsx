// Module Federation `cart/MiniCart`: the header fragment, which also keeps the add-to-cart listener alive.
export { MiniCartSlot as MiniCart } from '../app/mini-cart-slot'
