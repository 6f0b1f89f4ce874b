import type { D1Migration } from '@cloudflare/vitest-pool-workers'
import type { Bindings } from '../src/config'
import type { ReferenceSummary } from './reference-summary'

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    reference: ReferenceSummary
    /** Whether the committed summary says what ../shared's reference says; null without it. */
    referenceSummaryIsCurrent: boolean | null
  }
}
