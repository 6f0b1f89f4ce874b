// The remote's own entry, which nobody loads: the shell reaches `cart/App` and `cart/MiniCart`
// through the federation manifest. `npm run dev` builds src/app/dev/index.ts instead.
export {}
