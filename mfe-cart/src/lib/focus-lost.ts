/**
 * Whether focus has dropped to the page: the element that held it left the DOM (a removed line,
 * a removed code). A browser moves focus nowhere then, and a keyboard user starts from the top.
 */
export const focusIsLost = (): boolean =>
  document.activeElement === null || document.activeElement === document.body
