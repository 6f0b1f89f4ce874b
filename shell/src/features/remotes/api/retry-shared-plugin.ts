import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** What the share scope keeps of a shared module's load (runtime-core's `Shared`, in part). */
interface SharedLoad {
  loading?: Promise<unknown> | null
}

/**
 * `errorLoadShare`: lets a shared module whose download failed be asked for again. The share
 * scope keeps the promise of a shared module's first load and hands it to every later
 * `loadShare` until it has loaded, rejected or not (runtime-core's `SharedHandler.loadShare`).
 * So when a chunk of a remote's own copy of a shared module failed (the cart's `validation`,
 * with zod), each retry rejected at once with that first `ChunkLoadError`, until a reload.
 * Dropping the rejected promise makes the next `loadShare` call the module's getter again, which
 * fetches the chunk again; a load still under way is left alone.
 *
 * Register it with `registerGlobalPlugins`: a remote loads its shared modules through a
 * federation instance of its own, made when its entry runs, which the host's plugins miss.
 */
export function retrySharedPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-retry-shared',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          forgetIfRejected(shared)
          if (shared.treeShaking) forgetIfRejected(shared.treeShaking)
        }
      }
    },
  }
}

function forgetIfRejected(shared: SharedLoad): void {
  const { loading } = shared
  loading?.then(undefined, () => {
    if (shared.loading === loading) shared.loading = null
  })
}
