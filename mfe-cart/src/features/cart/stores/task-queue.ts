/**
 * Runs tasks one after another. Two adds racing on an empty cart would otherwise create two
 * orders, and a quantity change could land on a line a removal just deleted.
 */
export function createTaskQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    enqueue<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(task, task)
      tail = run.catch(() => undefined)
      return run
    },
    /** Resolves once everything queued so far has settled; tests and teardown wait on it. */
    idle(): Promise<void> {
      return tail.then(() => undefined)
    },
  }
}

export type TaskQueue = ReturnType<typeof createTaskQueue>
