// Types for TypeScript files (vitest.config.ts) importing the plain-ESM helper.
import type { Configuration } from '@rspack/core'
import type { TestProjectInlineConfiguration, UserConfig } from 'vitest/config'

export type AppName = 'shell' | 'catalog' | 'cart' | 'checkout' | 'account'

export interface AppOptions {
  name: AppName
  dir: string
  exposes?: Record<string, string>
  isHost?: boolean
  entry?: string
  /** The host's markup the document shows until it renders, relative to `dir`. */
  placeholder?: string
  mode?: 'production' | 'development'
}

export declare function defineApp(options: AppOptions): Configuration
export declare function defineTestConfig(options: {
  name: string
  dir: string
  setupFiles?: string[]
}): UserConfig
/**
 * The vitest projects of a workspace: its test files share their worker's modules, and those
 * that mock a module (`vi.mock`, `vi.doMock`, `vi.resetModules`) run isolated beside them.
 */
export declare function projectsSharingModules(options: {
  name: string
  dir: string
  include: string[]
  folders: readonly string[]
}): TestProjectInlineConfiguration[]
/** How many test files run at once: at least two, else one per core but the main process's. */
export declare const testWorkers: number
export declare function sharedModules(dir: string): Record<string, object>
export declare function readContractVersion(): string
/** The keys of a namespace that no source file under `sourceDir` writes out (tests excluded). */
export declare function unreadKeys(
  messages: object,
  options: { namespace: string; sourceDir: string },
): string[]
/** `file: --shop-name` for each design token the app's CSS reads that the shop does not define. */
export declare function unknownShopTokens(sourceDir: string): string[]
/** `from -> to` for each import by which one feature of the app reaches into another. */
export declare function crossFeatureImports(sourceDir: string): string[]
