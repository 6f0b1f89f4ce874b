// Coalesces the SELECTs a request issues concurrently into one `db.batch`: one D1 round trip
// instead of one per query. A round trip costs milliseconds (1–4 ms for a trivial query on local
// D1, by load), while the queries themselves take microseconds, so a retrieve with six includes
// was mostly waiting. Writes are never queued: they keep their own order and error handling.

/** A request's view of the database. */
export interface ReadBatcher {
  /** the database to hand to request code: SELECTs through it are batched */
  db: D1Database
  /** D1 round trips made through `db` so far (batches and single statements alike) */
  roundTrips(): number
}

interface Pending {
  statement: D1PreparedStatement
  resolve: (result: D1Result) => void
  reject: (error: unknown) => void
}

const isRead = (sql: string) => /^\s*SELECT\b/i.test(sql)

export function createReadBatcher(db: D1Database): ReadBatcher {
  let queue: Pending[] = []
  let trips = 0

  // A macrotask, not a microtask: code awaiting already-settled values (visibility rules, hooks)
  // reaches its query a few microtask turns later, and every branch of a Promise.all should
  // still land in the same batch.
  function enqueue(statement: D1PreparedStatement): Promise<D1Result> {
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(flush, 0)
      queue.push({ statement, resolve, reject })
    })
  }

  async function flush() {
    const pending = queue
    queue = []
    trips += 1
    if (pending.length === 1) {
      const [only] = pending as [Pending]
      return only.statement.all().then(only.resolve, only.reject)
    }
    try {
      const results = await db.batch(pending.map((p) => p.statement))
      for (const [i, p] of pending.entries()) p.resolve(results[i] as D1Result)
    } catch {
      // One bad statement fails the whole batch: run each alone so only its caller sees the error.
      trips += pending.length
      for (const p of pending) p.statement.all().then(p.resolve, p.reject)
    }
  }

  const unwrapped = new WeakMap<object, D1PreparedStatement>()
  const real = (statement: D1PreparedStatement) => unwrapped.get(statement) ?? statement
  const direct = <T>(run: () => Promise<T>) => {
    trips += 1
    return run()
  }

  const wrap = (statement: D1PreparedStatement, read: boolean): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), read),
      all: () => (read ? enqueue(statement) : direct(() => statement.all())),
      run: () => (read ? enqueue(statement) : direct(() => statement.run())),
      first: async (column?: string) => {
        if (!read) return direct(() => statement.first(column as string))
        const row = ((await enqueue(statement)).results[0] ?? null) as Record<string, unknown> | null
        return column === undefined || row === null ? row : (row[column] ?? null)
      },
      raw: (options?: { columnNames?: boolean }) =>
        direct(() => statement.raw(options as { columnNames: true })),
    }
    unwrapped.set(wrapped, statement)
    return wrapped as unknown as D1PreparedStatement
  }

  const batched: Pick<D1Database, 'prepare' | 'batch' | 'exec'> = {
    prepare: (sql) => wrap(db.prepare(sql), isRead(sql)),
    batch: (statements) => direct(() => db.batch(statements.map(real))),
    exec: (sql) => direct(() => db.exec(sql)),
  }
  return { db: batched as D1Database, roundTrips: () => trips }
}
