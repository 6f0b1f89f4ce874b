import type { ShopBus } from '@storefront/shared/events'
import { useEffect } from 'react'
import type { SessionManager } from '../session-manager'

/**
 * The session's bus requests: renew on `expired`, start over on `unauthorized`, log in for a
 * remote's form, and log out (through the confirmation dialog when asked to confirm).
 */
export function useSessionBus(
  bus: ShopBus,
  session: SessionManager,
  { confirmLogout, logOut }: { confirmLogout: () => void; logOut: () => Promise<void> },
): void {
  useEffect(() => {
    const offs = [
      bus.subscribe('session:refresh', ({ reason }) => {
        void (reason === 'expired' ? session.renew() : session.reinitialise())
      }),
      bus.subscribe('session:login', async ({ requestId, email, password }) => {
        const result = await session.logIn(email, password)
        bus.publish('session:login-result', { requestId, ...result })
      }),
      bus.subscribe('session:logout', ({ confirm }) => {
        if (confirm) confirmLogout()
        else void logOut()
      }),
    ]
    return () => {
      for (const off of offs) off()
    }
  }, [bus, session, confirmLogout, logOut])
}
