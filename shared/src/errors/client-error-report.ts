/**
 * What a page tells the edge when part of it failed, so the team whose app broke learns of it
 * from the field and not from a shopper's e-mail. Plain types and constants: the page builds
 * reports, only the edge validates them (`edge/src/routes/client-errors`).
 */

/** Where pages send reports (`POST`, `application/json`, answered 204). */
export const clientErrorsPath = '/api/client-errors'

/**
 * - `shell-start`: a script of the shell failed, or none had rendered in time, before anything was shown
 *   (the document's own message shows);
 * - `shell-late`: the shell rendered after all, after a `shell-start` from the document's watch (a
 *   stall that ended): the message says how long after the page started;
 * - `shell-render`: the shell threw while rendering (its error page shows);
 * - `remote-load`: a remote's entry or chunk could not be loaded, after retries (its fallback shows);
 * - `remote-render`: a remote threw while rendering (its boundary's fallback shows);
 * - `remote-skew`: the published version of a remote speaks another contract major than the shell,
 *   which mounts an earlier one or none (its routes then show not-found);
 * - `uncaught`: an error or rejection nobody handled, thrown by one of the shop's own scripts;
 * - `api`: the commerce API failed (5xx), or refused a request the page built (see `apiFailureOf`).
 */
export const clientErrorKinds = [
  'shell-start',
  'shell-late',
  'shell-render',
  'remote-load',
  'remote-render',
  'remote-skew',
  'uncaught',
  'api',
] as const
export type ClientErrorKind = (typeof clientErrorKinds)[number]

/** Longest accepted values; the page cuts its reports to fit. */
export const clientErrorLimits = { app: 40, version: 80, message: 500, path: 300 } as const

export interface ClientErrorReport {
  readonly kind: ClientErrorKind
  /** `shell`, a remote's name, as in the asset paths (`/_mf/{app}/{version}/…`). */
  readonly app: string
  /** The published version that failed, when the page knows it. */
  readonly version?: string
  /** The error's name and message: never the page's data. */
  readonly message: string
  /** The page's path without its query, which may hold what a shopper typed. */
  readonly path: string
}
