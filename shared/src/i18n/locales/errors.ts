import type { NamespaceResources } from '../types'

export const errors = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
