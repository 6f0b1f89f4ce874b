import { hoverIntentMs } from '@storefront/shared/constants'
import { exposedModules } from '@storefront/shared/contract'
import type { RemoteName } from '@storefront/shared/routes'
import { useEffect } from 'react'
import { isFallbackModule } from '../../features/remotes/api/fallback-plugin'
import { loadExposed } from '../../features/remotes/api/federation'
import { anchorOf, internalPathOf } from '../../features/routing/internal-href'

/**
 * Loads the screen remote behind a link once the shopper shows they may follow it (a pointer
 * resting on it, a finger touching it, the keyboard's focus), so its code is on its way before
 * the click: after the click, the cart page waited about a second on a slow phone for some 60 KB
 * of its code. Each remote is asked for once; what loads is what its screen will mount, cached
 * by the federation runtime, and a failed load is the mount's to retry and report.
 * `remoteOfPath` should keep its identity between renders (a memoised callback).
 */
export function useWarmRemoteOnIntent(remoteOfPath: (path: string) => RemoteName | null): void {
  useEffect(() => {
    const warmed = new Set<RemoteName>()
    let pending: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null
    const warm = (anchor: HTMLAnchorElement) => {
      const path = internalPathOf(anchor)
      const remote = path === null ? null : remoteOfPath(path)
      if (!remote || warmed.has(remote)) return
      warmed.add(remote)
      // A failed load comes back as the fallback module rather than a rejection: either way the
      // next intent asks again, or a blip while hovering would leave the remote cold for the page.
      const forget = () => warmed.delete(remote)
      loadExposed(exposedModules[remote].app).then((module) => isFallbackModule(module) && forget(), forget)
    }
    const onPointerOver = (event: PointerEvent) => {
      const anchor = anchorOf(event)
      if (!anchor || pending?.anchor === anchor) return
      if (pending) clearTimeout(pending.timer)
      pending = null
      if (event.pointerType === 'touch') return warm(anchor)
      pending = { anchor, timer: setTimeout(() => warm(anchor), hoverIntentMs) }
    }
    const onPointerOut = (event: PointerEvent) => {
      if (!pending || pending.anchor.contains(event.relatedTarget as Node | null)) return
      clearTimeout(pending.timer)
      pending = null
    }
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event)
      if (anchor) warm(anchor)
    }
    document.addEventListener('pointerover', onPointerOver, { passive: true })
    document.addEventListener('pointerout', onPointerOut, { passive: true })
    document.addEventListener('focusin', onFocusIn)
    return () => {
      if (pending) clearTimeout(pending.timer)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('pointerout', onPointerOut)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [remoteOfPath])
}
