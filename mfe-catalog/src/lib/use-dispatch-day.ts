import { dispatchTimeZone } from '@storefront/shared/constants'
import { useEffect, useState } from 'react'
import { calendarDayIn, isoDay } from './working-days'

const dispatchDayNow = () => isoDay(calendarDayIn(new Date(), dispatchTimeZone))

/**
 * The warehouse's calendar day, `YYYY-MM-DD`, changing when its midnight passes: a page left open
 * overnight kept yesterday's delivery date until the quantity changed, when the date moved a day
 * as if two bottles came later. Looked at every minute and when the tab is shown again.
 */
export function useDispatchDay(): string {
  const [day, setDay] = useState(dispatchDayNow)
  useEffect(() => {
    const look = () => setDay(dispatchDayNow())
    const timer = setInterval(look, 60_000)
    document.addEventListener('visibilitychange', look)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', look)
    }
  }, [])
  return day
}
