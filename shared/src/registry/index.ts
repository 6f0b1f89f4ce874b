// zod/mini: the shell checks the bootstrap on every page; see events/channels.ts.

import { isContractCompatible } from '@storefront/shared/contract'
import { currencies, locales } from '@storefront/shared/markets'
import { z } from 'zod/mini'

/** Everything the edge serves as a versioned bundle: the shell and the four remotes. */
export const appNames = ['shell', 'catalog', 'cart', 'checkout', 'account'] as const
export type AppName = (typeof appNames)[number]
export const remoteNames = ['catalog', 'cart', 'checkout', 'account'] as const

// Versions become path segments under /_mf/{app}/{version}/: no dots-only or slashes.
export const versionSchema = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/))

/** One published version of an app, as the registry (KV) records it. */
export const publishedVersionSchema = z.object({
  version: versionSchema,
  /** The `shared/` contract version the app was built with. */
  contract: z.string(),
  publishedAt: z.string(),
  /** Path of the Module Federation manifest inside the version's folder. */
  manifest: z._default(z.string(), 'mf-manifest.json'),
  /**
   * The entry script, relative to the version's folder: the shell's is the document's script, a
   * remote's is the remote entry the shell registers. Versions published before remotes recorded
   * it have none; the edge then reads it from the manifest.
   */
  entry: z.optional(z.string()),
  /** How a remote's entry loads, as its manifest says: `global` (a classic script) or `module`. */
  entryType: z.optional(z.string()),
  /** Stylesheets the document links for the shell, relative to the version's folder. */
  styles: z._default(z.array(z.string()), []),
  /** Scripts the shell's entry fetches on start (bootstrap and shared chunks): the document preloads them. */
  startup: z._default(z.array(z.string()), []),
  /**
   * The shell's placeholder markup (an HTML file in the version's folder): the document shows it
   * in the shell's place, drawn by the shell's own stylesheets, until the shell renders. Versions
   * published before it was recorded have none; their document starts blank.
   */
  placeholder: z.optional(z.string()),
  /** The shell's dictionary chunk per locale: the document preloads the visitor's. */
  dictionaries: z._default(z.record(z.string(), z.string()), {}),
  /**
   * A hash of the version's files: a version's files are cached for a year, so its name is never
   * published again with other files. Versions published before it was recorded have none.
   */
  digest: z.optional(z.string()),
})
export type PublishedVersion = z.infer<typeof publishedVersionSchema>

/** How many changes a record keeps. */
export const registryChangesKept = 10

/**
 * A change of an app's record: who (an admin's uid, or `cli:{name}` for the registry script), when,
 * what (a publish, a promote, a rollback, or `follow`: a remote taken along by the shell's change
 * of contract major), and what it served before and after. `version` names the version a publish
 * registered, which `--no-promote` does not serve.
 */
export const registryChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['publish', 'promote', 'rollback', 'follow']),
  version: z.optional(versionSchema),
  from: z.optional(versionSchema),
  to: z.optional(versionSchema),
})
export type RegistryChange = z.infer<typeof registryChangeSchema>

/**
 * How many forgotten versions the registry remembers for an app. A name is never published again
 * (the refusal holds while it is remembered), and the daily sweep deletes a forgotten version's
 * files a day after it was forgotten: 200 covers that day many times over and most of a year of
 * daily publishes, names reused by mistake being recent ones (a deploy run again from an old tag).
 * The list has a KV key of its own, read only by a publish and the daily sweep: 200 entries
 * (about 75 bytes each, ~0.3 ms of JSON) cost nothing on a page. In the record, which every
 * page's document reads and checks, it was held to 50.
 */
export const registryForgottenKept = 200

/**
 * A version a publish made the record forget: when (an ISO time), and the hash of its files when
 * it had one. Its files are deleted a day later, so a tab still running it keeps its chunks.
 */
export const forgottenVersionSchema = z.object({
  version: versionSchema,
  forgottenAt: z.iso.datetime(),
  digest: z.optional(z.string()),
})
export type ForgottenVersion = z.infer<typeof forgottenVersionSchema>

/** The versions an app forgot, newest first, under a KV key of its own (`forgotten:{app}`). */
export const forgottenListSchema = z.array(forgottenVersionSchema)

/**
 * The registry's record of one app: what it serves now and what it served before, newest first.
 * A field this schema does not know (a newer edge's) is dropped, not refused (`z.object` strips
 * unknown keys): an older edge still serves the record, though what it writes back lacks the field.
 * So does a record written while it held the forgotten versions (`forgotten`, now under a key of
 * its own): the document reads every record on every page and needs nothing of that list.
 */
export const registryRecordSchema = z.object({
  /** Absent until a version is promoted: a version only registered (refused or held back) is never served. */
  current: z.optional(versionSchema),
  previous: z.array(versionSchema),
  versions: z.record(z.string(), publishedVersionSchema),
  /**
   * The last `registryChangesKept` changes, newest first, whichever way they were made. Absent
   * from records written before they were kept; a checkout without it drops them when it publishes.
   */
  // An entry this edge cannot read (written by a newer one) drops the history, never the record:
  // an audit field must not take an app, or the whole shop, offline.
  changes: z.catch(z.optional(z.array(registryChangeSchema)), undefined),
})
export type RegistryRecord = z.infer<typeof registryRecordSchema>

/** A version as the document hands it to the shell: where its files are and what contract it speaks. */
export const remoteRefSchema = z.object({
  version: versionSchema,
  contract: z.string(),
  /** What shells before `entryUrl` registered: kept so a shell rolled back to one still mounts. */
  manifestUrl: z.string(),
  /**
   * The remote entry script, which the shell registers directly: no manifest fetched at runtime.
   * Missing only when the edge could not read the version's manifest; such a version is not mounted.
   */
  entryUrl: z.optional(z.string()),
  /** The manifest's remote entry type; the federation runtime loads `global` when absent. */
  entryType: z.optional(z.string()),
})
export type RemoteRef = z.infer<typeof remoteRefSchema>
/** A version the shell can register: its entry script is known. */
export type MountableRef = RemoteRef & { readonly entryUrl: string }

export const remoteChoiceSchema = z.object({ current: remoteRefSchema, previous: z.array(remoteRefSchema) })
export type RemoteChoice = z.infer<typeof remoteChoiceSchema>

/** Attribute names joined by `_or_`, as a filter predicate starts: `name_or_code_or_metadata`. */
export const searchAttributesPattern = /^[a-z][a-z0-9_]*[a-z0-9]$/

/** The inline JSON the edge renders into every document, read by the shell on start. */
export const bootstrapSchema = z.object({
  contract: z.string(),
  locale: z.enum(locales),
  market: z.object({
    id: z.string(),
    code: z.string(),
    country: z.string().check(z.length(2)),
    currency: z.enum(currencies),
    prefix: z.string(),
  }),
  /** The commerce API base the browser calls (commerce-local or Commerce Layer). */
  apiBase: z.string(),
  remotes: z.partialRecord(z.enum(remoteNames), remoteChoiceSchema),
  /**
   * Customer care as the deployment configures it (the shell's contact card). Absent from an
   * older edge, or when nothing is configured: the card then gives only its opening hours.
   */
  contact: z.optional(z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) })),
  /**
   * The attributes a text search matches, joined as Commerce Layer's filters join them
   * (`name_or_code`), as the deployment configures them. Absent from an older edge.
   */
  searchAttributes: z.optional(z.string().check(z.regex(searchAttributesPattern))),
})
export type Bootstrap = z.infer<typeof bootstrapSchema>

/** The id of the `<script type="application/json">` element holding the bootstrap. */
export const bootstrapElementId = 'shop-bootstrap'

/**
 * The id of the document's own error message, hidden until the shell cannot start (its code or
 * its words failed to load): the one text that needs neither React nor a dictionary.
 */
export const startupErrorElementId = 'shop-startup-error'

/**
 * How long the document waits for the shell to render before its own message says the shop
 * cannot start: a script or the words held by a stalled connection raise no error, and the
 * placeholder would stay for good. Far past a slow phone's start (its first product shows at
 * about 4 s, `npm run bench`); the message gives way if the shell renders after all.
 */
export const shellStartLimitMs = 20_000

/**
 * The attribute of the element the document wraps the shell's placeholder in, inside `#root`:
 * its `data-layout` names the screen's skeleton (shared/routes `SkeletonLayout`), or is absent on
 * a page that matches no screen. Whoever replaces it knows by it that the shell has not rendered.
 */
export const placeholderAttribute = 'data-shop-placeholder'

/**
 * The version of a remote the shell may mount: the current one when its contract major is
 * the shell's (and its entry is known), else the newest previous one that is, else none (the
 * fallback shows).
 */
export function pickCompatible(choice: RemoteChoice | undefined, shellContract: string): MountableRef | null {
  if (!choice) return null
  const mountable = (ref: RemoteRef): ref is MountableRef =>
    !!ref.entryUrl && isContractCompatible(ref.contract, shellContract)
  return [choice.current, ...choice.previous].find(mountable) ?? null
}

export {
  type EarlyTokenRequests,
  type EarlyTokenShape,
  earlyTokenGlobal,
  earlyTokenShape,
  sessionTokenLock,
  takeEarlyTokenRequests,
  tokenTimeoutMs,
} from './early-token'
