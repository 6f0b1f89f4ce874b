import { createApp } from './app'
import type { Bindings } from './config'
import { sweepUnregisteredFiles } from './registry/version-files'

const app = createApp()

export default {
  fetch: app.fetch,
  // The cron of wrangler.jsonc: files of versions the registry forgot, which a `--remote` publish
  // cannot delete itself (wrangler lists no bucket).
  scheduled(controller, env, ctx) {
    ctx.waitUntil(sweepUnregisteredFiles(env.ASSETS, env.REGISTRY, controller.scheduledTime))
  },
} satisfies ExportedHandler<Bindings>
