/**
 * A code as the chips and messages show it: in capitals, as the field shows it while it is
 * typed ("welcome10" typed read WELCOME10, then came back as welcome10), and with hyphens that
 * do not break, or "GIFTCARD-" ended one line and "EUR-50" began the next, read as two codes.
 * The remove button's name keeps the code as typed.
 */
export const asShown = (code: string) => code.toUpperCase().replaceAll('-', '\u2011')
