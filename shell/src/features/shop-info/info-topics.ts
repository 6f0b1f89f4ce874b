/** What the footer's customer-care and legal entries open, in the order the footer lists them. */
export const infoTopics = ['shipping', 'payments', 'returns', 'privacy', 'cookies', 'terms'] as const

export type InfoTopic = (typeof infoTopics)[number]

/** One language's text for every topic: paragraphs, read in order. */
export type InfoTexts = { readonly [Topic in InfoTopic]: readonly string[] }
