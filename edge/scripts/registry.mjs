#!/usr/bin/env node
// publish | promote | rollback | list: see edge/README.md ("Publishing a version").
import { runTypeScript } from './lib/launch.mjs'

await runTypeScript('scripts/registry-cli.ts')
