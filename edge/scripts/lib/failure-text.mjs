/**
 * What a script prints when it fails. The scripts' own errors say what went wrong in their
 * message. An assertion inside a library says nothing without its stack: Node words one whose
 * source it cannot show as `false == true` (a journey's `registry list` failed so, once in CI),
 * and only the stack names where it was raised.
 *
 * @example failureText(new Error('no such version')) // 'error: no such version'
 * @param {unknown} error
 * @returns {string}
 */
export function failureText(error) {
  if (!(error instanceof Error)) return `error: ${error}`
  const fromLibrary = /** @type {{ code?: unknown }} */ (error).code === 'ERR_ASSERTION'
  return `error: ${fromLibrary && error.stack ? error.stack : error.message}`
}
