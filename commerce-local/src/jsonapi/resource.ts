import type { Context } from 'hono'
import type { TimingVariables } from 'hono/timing'
import type { AuthContext, Role } from '../auth/auth-context'
import type { Bindings } from '../config'
import type { Condition, RecordRef, StoredRecord } from '../db/records'

export type AttributeType = 'string' | 'integer' | 'float' | 'boolean' | 'object' | 'array' | 'datetime'

export interface AttributeSpec {
  type: AttributeType
  creatable: boolean
  updatable: boolean
  required: boolean
  /** false for secrets that can be written but are never returned (passwords) */
  fetchable?: boolean
  /** false where Commerce Layer refuses `filter[q]` on it */
  filterable?: boolean
  /** false where Commerce Layer refuses `sort` by it */
  sortable?: boolean
  /** what a create leaves out gets, as resources.json's "optional, default is …" says */
  default?: unknown
  /** "cannot be passed by sales channels": from anyone but an integration, ignored (attributes) or refused (triggers) */
  integrationOnly?: boolean
}

export interface RelationshipSpec {
  kind: 'one' | 'many'
  /** the target type (for a polymorphic has-one, the list of allowed types) */
  type: string | readonly string[]
  creatable?: boolean
  updatable?: boolean
  /** false where Commerce Layer refuses filters through it (`sku_options_name_eq`) */
  filterable?: boolean
  /**
   * For a has-many read by `resolve`: the relationships a filter through it takes instead, so
   * `sku_lists_slug_eq` on a sku is read as `sku_list_items_sku_list_slug_eq`.
   */
  filterThrough?: string
  /**
   * has-one not stored as a link: the target is the record of its type with the owner's id (a
   * stock item's `reserved_stock`, read from the stock item's own row).
   */
  sameId?: boolean
  /** has-many: the has-one relationship on the target that points back here */
  inverse?: string
  /** relationships not stored as links (many-to-many, computed) */
  resolve?: (ctx: ResourceContext, records: readonly StoredRecord[]) => Promise<Map<string, StoredRecord[]>>
  /**
   * `resolve` for a resolver that can query knowing only the owners' ids: it runs while the
   * owners themselves are still being read, so both share one round trip.
   */
  resolveByIds?: (ctx: ResourceContext, owners: Owners) => Promise<Map<string, StoredRecord[]>>
}

/** Records whose ids are known before the records themselves are read. */
export interface Owners {
  ids: readonly string[]
  records: Promise<readonly StoredRecord[]>
}

export type Action = 'list' | 'retrieve' | 'create' | 'update' | 'delete'

export interface AppEnv {
  Bindings: Bindings
  Variables: TimingVariables & {
    auth: AuthContext
    /** the request's database: concurrent reads share one round trip */
    db: D1Database
  }
}

/** What every hook receives: the request context, the database and the caller. */
export interface ResourceContext {
  c: Context<AppEnv>
  db: D1Database
  auth: AuthContext
}

/** A record about to be written: hooks may change it or throw an ApiError. */
export interface Draft {
  id: string
  attributes: Record<string, unknown>
  relationships: Record<string, RecordRef | null>
  internal: Record<string, unknown>
  /** `_trigger` attributes sent by the client; they are never stored */
  triggers: Record<string, unknown>
  /**
   * The attributes the body wrote, whether or not their value changed: a write that repeats the
   * stored value still asks for it (a code sent again is tried again, as Commerce Layer does).
   */
  written: ReadonlySet<string>
}

export interface ResourceDefinition {
  /** the plural JSON:API type, also the path segment: `skus` */
  type: string
  attributes: Record<string, AttributeSpec>
  relationships: Record<string, RelationshipSpec>
  /** which roles may call each action; a missing action answers 401 */
  access: Partial<Record<Action, readonly Role[]>>
  /** extra conditions limiting the rows a caller may see (market, owner) */
  visibleTo?: (ctx: ResourceContext) => Promise<Condition[]> | Condition[]
  /** further conditions for `GET /api/{type}` only: what may be opened by id but not browsed */
  listScope?: (ctx: ResourceContext) => Condition[]
  /** attributes worked out when serializing, e.g. a sku's `inventory` on retrieve */
  computed?: (
    ctx: ResourceContext,
    records: readonly StoredRecord[],
    options: { single: boolean },
  ) => Promise<Map<string, Record<string, unknown>>>
  beforeCreate?: (ctx: ResourceContext, draft: Draft) => Promise<void> | void
  beforeUpdate?: (ctx: ResourceContext, draft: Draft, current: StoredRecord) => Promise<void> | void
  /** side effects once the record is written (other records, background steps) */
  afterWrite?: (ctx: ResourceContext, record: StoredRecord, draft: Draft) => Promise<void> | void
  beforeDelete?: (ctx: ResourceContext, current: StoredRecord) => Promise<void> | void
}
