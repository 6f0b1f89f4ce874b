import type { z } from 'zod'
import type { validation } from '../i18n/locales/en/validation'

/** A message of the `validation` namespace. */
export type ValidationKey = keyof typeof validation

/** What a message needs to be translated: a namespaced i18n key and its interpolation values. */
export interface MessageKey {
  key: string
  values: Record<string, string>
}

/** The subset of i18next's `t` the helpers need, so any i18next instance (or a test double) fits. */
export type Translate = (key: string, values?: Record<string, string>) => string

const namespace = 'validation:'
const fallbackKey = `${namespace}invalid`

/**
 * The one convention for messages of every schema in this package: an issue's `message` is an
 * i18n key of the `validation` namespace, with its interpolation values as a query string when
 * it has any (`validation:passwordMin?min=6`). A plain string survives every hop an issue makes:
 * react-hook-form's zodResolver keeps only `message`, and the edge sends issues as JSON.
 *
 * @example
 * z.string().min(6, issueMessage('passwordMin', { min: 6 }))
 */
export function issueMessage(key: ValidationKey, values?: Record<string, string | number>): string {
  if (!values) return `${namespace}${key}`
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))
  return `${namespace}${key}?${query}`
}

/**
 * Reads a message written by `issueMessage` back into key and values. A message that is not one
 * of ours (zod's own English text, say) becomes the generic `validation:invalid`.
 */
export function messageKeyOf(issue: Pick<z.core.$ZodIssue, 'message'> | string): MessageKey {
  const message = typeof issue === 'string' ? issue : issue.message
  if (!message.startsWith(namespace)) return { key: fallbackKey, values: {} }
  const [key = fallbackKey, query = ''] = message.split('?', 2)
  return { key, values: Object.fromEntries(new URLSearchParams(query)) }
}

/**
 * Turns an issue (or the message react-hook-form kept of it) into text in the current language.
 *
 * @example
 * translateIssue(result.error.issues[0], i18n.t) // 'La password deve avere almeno 6 caratteri.'
 */
export function translateIssue(issue: Pick<z.core.$ZodIssue, 'message'> | string, t: Translate): string {
  const { key, values } = messageKeyOf(issue)
  return t(key, values)
}
