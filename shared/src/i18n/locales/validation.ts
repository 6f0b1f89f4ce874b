import type { NamespaceResources } from '../types'

export const validation = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
