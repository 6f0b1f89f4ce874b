import { maxPromptDeliveryHours } from '@storefront/shared/constants'

/** The footer's customer-care texts, beside its contact entry, in the order it lists them. */
export const customerCareTopics = ['shipping', 'payments', 'returns'] as const
/** The footer's legal texts, in the order it lists them. */
export const legalTopics = ['privacy', 'cookies', 'terms'] as const

export const infoTopics = [...customerCareTopics, ...legalTopics] as const

export type InfoTopic = (typeof infoTopics)[number]

/** Each topic's title in the `common` dictionary, written whole so the dictionary test finds it. */
export const infoTopicTitles = {
  shipping: 'footer.shipping',
  payments: 'footer.payments',
  returns: 'footer.returns',
  privacy: 'footer.privacy',
  cookies: 'footer.cookies',
  terms: 'footer.terms',
} as const satisfies Record<InfoTopic, `footer.${InfoTopic}`>

/** One language's text for every topic: paragraphs, read in order. */
export type InfoTexts = { readonly [Topic in InfoTopic]: readonly string[] }

/**
 * Within how many days a product must reach the shopper's country for its page to name a date
 * (a prompt lead time, see mfe-catalog's delivery estimate): the shipping texts say so.
 */
export const promptDeliveryDays = Math.ceil(maxPromptDeliveryHours / 24)
