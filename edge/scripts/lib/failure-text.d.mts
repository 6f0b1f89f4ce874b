/** What a script prints when it fails (see failure-text.mjs). */
export function failureText(error: unknown): string
