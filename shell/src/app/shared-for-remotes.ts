/**
 * Shared modules the shell does not use itself but every page's remotes do (the mini-cart on
 * each page needs the commerce client). Importing them puts the shell's copy in the share scope,
 * registered before any remote's, so a page has one deterministic provider instead of whichever
 * remote's entry initialised first, and the shell's build lists the chunks among those the
 * document preloads.
 */
export function warmSharedForRemotes(): Promise<unknown> {
  return Promise.all([import('@storefront/shared/commerce'), import('@storefront/shared/analytics')])
}
