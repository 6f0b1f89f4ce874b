import type { NamespaceResources } from '../types'

export const common = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
