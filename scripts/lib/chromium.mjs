import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that work on machines with no network but the package registries. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Installs Debian's Chromium when it is missing; a downloaded browser build is never used. */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return
  console.log('Chromium is missing: installing Debian chromium')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...args) =>
    execFileSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit' })
  apt('update')
  apt('install', '-y', '--no-install-recommends', 'chromium')
}
