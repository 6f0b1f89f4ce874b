// A remote's own entry: the shell loads `cart/App` and `cart/MiniCart` through the federation
// manifest, never this file. The async boundary lets shared modules negotiate before use.
export {}
