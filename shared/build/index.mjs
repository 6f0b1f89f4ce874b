/**
 * Build helpers every app of the shop shares (Node only).
 *
 * - `defineApp({ name, dir, exposes?, isHost? })`: the Rspack config (Module Federation with the
 *   shop's shared singletons, `loaded-first`, manifest; SWC for TS/TSX; CSS Modules prefixed
 *   with the app name; content-hashed files; `dist/shop-app.json` for the registry).
 * - `defineTestConfig({ name, dir })`: the vitest config for a React app (happy-dom).
 * - `sharedModules(dir)`, `readContractVersion()`: the pieces, for scripts that need them.
 * - `unreadKeys(messages, { namespace, sourceDir })`: a team's dictionary keys its app never reads.
 * - `crossFeatureImports(sourceDir)`: imports by which one feature of an app reaches into another.
 * - `unknownShopTokens(sourceDir)`: the `--shop-*` design tokens an app's styles read that the shop
 *   does not define (`shared/src/design/shop.css`).
 *
 * Build with `node ../shared/build/build.mjs` from the app folder (`--watch` to rebuild).
 */
export { readContractVersion } from './contract.mjs'
export { defineApp } from './define-app.mjs'
export { unknownShopTokens } from './design-tokens.mjs'
export { unreadKeys } from './dictionary-keys.mjs'
export { crossFeatureImports } from './feature-imports.mjs'
export { sharedModules } from './shared-modules.mjs'
export { defineTestConfig, projectsSharingModules, testWorkers } from './vitest.mjs'
