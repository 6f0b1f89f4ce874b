/** Every namespace, in the order the shell hands them to i18next (`common` first, its default). */
export const namespaceNames = [
  'common',
  'catalog',
  'cart',
  'checkout',
  'account',
  'errors',
  'validation',
] as const

export type Namespace = (typeof namespaceNames)[number]
