// Every namespace in English, for `dictionaries` (the edge, tests); pages load theirs lazily.
export { account } from './account'
export { checkout } from './checkout'
export * from './page'
