import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The root scripts' own helpers (the bench's measurements): plain Node, no workspace.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['scripts/lib/**/*.test.mjs'],
    environment: 'node',
  },
})
