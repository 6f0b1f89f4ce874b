import type { NamespaceResources } from '../types'

export const cart = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
