import type { z } from 'zod/mini'

interface ChannelSpec {
  readonly replay: boolean
  readonly schema: z.ZodMiniType
}

type Handler<T> = (payload: T) => void

/** A payload refused at the boundary: the publisher sent what the contract does not allow. */
export class BusPayloadError extends Error {
  constructor(
    readonly channel: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `invalid payload on ${channel}: ${issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    )
    this.name = 'BusPayloadError'
  }
}

export interface Bus<C extends Record<string, ChannelSpec>> {
  publish<N extends keyof C & string>(name: N, payload: z.input<C[N]['schema']>): z.output<C[N]['schema']>
  subscribe<N extends keyof C & string>(name: N, handler: Handler<z.output<C[N]['schema']>>): () => void
  /** The last value of a replay channel, if any was published. */
  last<N extends keyof C & string>(name: N): z.output<C[N]['schema']> | undefined
  listenerCount(name: keyof C & string): number
  /** Forgets replayed values, e.g. on logout, so a new context starts clean. */
  forget(name: keyof C & string): void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The validated payload with the fields this bus's schemas do not know kept beside it. The page's
 * bus is the first app's, usually the shell's: built against an older contract, its schemas
 * would strip a field a newer minor added (the cart's `soldOut` to a catalog as new as the cart).
 * What the schema knows is its own (defaults applied); the rest passes through unread.
 */
function withNewerFields(payload: unknown, parsed: unknown): unknown {
  return isRecord(payload) && isRecord(parsed) ? { ...payload, ...parsed } : parsed
}

/**
 * A framework-free publish/subscribe core. Payloads are validated on publish so a remote
 * built against another contract fails loudly at the boundary, and one throwing listener
 * never stops the others.
 */
export function createBus<C extends Record<string, ChannelSpec>>(channels: C): Bus<C> {
  const listeners = new Map<string, Set<Handler<unknown>>>()
  const lastValues = new Map<string, unknown>()
  const setOf = (name: string) => {
    const existing = listeners.get(name)
    if (existing) return existing
    const created = new Set<Handler<unknown>>()
    listeners.set(name, created)
    return created
  }
  const specOf = (name: string) => {
    const spec = channels[name]
    if (!spec) throw new Error(`unknown bus channel ${name}`)
    return spec
  }
  const deliver = (name: string, handler: Handler<unknown>, payload: unknown) => {
    try {
      handler(payload)
    } catch (error) {
      console.error(`bus listener on ${name} failed`, error)
    }
  }
  return {
    publish(name, payload) {
      const spec = specOf(name)
      const parsed = spec.schema.safeParse(payload)
      if (!parsed.success) throw new BusPayloadError(name, parsed.error.issues)
      const delivered = withNewerFields(payload, parsed.data)
      if (spec.replay) lastValues.set(name, delivered)
      for (const handler of [...setOf(name)]) deliver(name, handler, delivered)
      return delivered as never
    },
    subscribe(name, handler) {
      const spec = specOf(name)
      const set = setOf(name)
      const own = handler as Handler<unknown>
      set.add(own)
      // Guarded as a publish is: a throw here would cost the caller its unsubscribe.
      if (spec.replay && lastValues.has(name)) deliver(name, own, lastValues.get(name))
      return () => {
        set.delete(own)
      }
    },
    last: (name) => lastValues.get(name) as never,
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
    forget: (name) => {
      lastValues.delete(name)
    },
  }
}
