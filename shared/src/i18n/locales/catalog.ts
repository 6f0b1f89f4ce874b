import type { NamespaceResources } from '../types'

export const catalog = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
