#!/usr/bin/env node
// Creates a SUPER_ADMIN back-office profile: see edge/README.md ("Back office").
import { runTypeScript } from './lib/launch.mjs'

await runTypeScript('scripts/create-admin-cli.ts')
