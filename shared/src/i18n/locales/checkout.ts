import type { NamespaceResources } from '../types'

export const checkout = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
