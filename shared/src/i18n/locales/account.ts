import type { NamespaceResources } from '../types'

export const account = {
  it: {},
  en: {},
  de: {},
  es: {},
  fr: {},
} as const satisfies NamespaceResources
