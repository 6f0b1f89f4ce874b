import { dispatchTimeZone } from '@storefront/shared/constants'
import { useEffect, useState } from 'react'
import { calendarDayIn, isoDay } from './working-days'

/**
 * The warehouse's calendar day, `YYYY-MM-DD`, changing when its midnight passes: a page left open
 * overnight kept yesterday's delivery date until the quantity changed, when the date moved a day
 * as if two bottles came later. Looked at every minute and when the tab is shown again.
 */
export function useDispatchDay(now: () => Date = () => new Date()): string {
  const dayNow = () => isoDay(calendarDayIn(now(), dispatchTimeZone))
  const [day, setDay] = useState(dayNow)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is read afresh each look; a new function each render must not restart the timer
  useEffect(() => {
    const look = () => setDay(dayNow())
    const timer = setInterval(look, 60_000)
    document.addEventListener('visibilitychange', look)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', look)
    }
  }, [])
  return day
}
