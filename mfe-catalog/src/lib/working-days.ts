/** `YYYY-MM-DD` of a date in UTC: delivery dates are calendar days, not instants. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const dayParts = new Map<string, Intl.DateTimeFormat>()

/**
 * The calendar day a clock in `timeZone` shows at `instant`, as midnight UTC (the form
 * `addWorkingDays` counts from).
 *
 * @example calendarDayIn(new Date('2026-11-23T23:30:00Z'), 'Europe/Rome') // 2026-11-24T00:00:00Z
 */
export function calendarDayIn(instant: Date, timeZone: string): Date {
  let format = dayParts.get(timeZone)
  if (!format) {
    // en-CA writes YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayParts.set(timeZone, format)
  }
  return new Date(`${format.format(instant)}T00:00:00Z`)
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6

/**
 * The calendar day `days` working days (Monday to Friday) after `from`. Couriers do not
 * deliver at weekends, so a 2-day lead time ordered on Friday arrives on Tuesday.
 *
 * @example addWorkingDays(new Date('2026-11-20'), 2) // 2026-11-24 (Friday → Tuesday)
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (!isWeekend(date)) left -= 1
  }
  return date
}
