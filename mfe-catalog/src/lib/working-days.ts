import { dispatchHolidays } from '@storefront/shared/constants'

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
    format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    dayParts.set(timeZone, format)
  }
  // By the parts, not a locale's written order, which browsers have changed before.
  const parts = format.formatToParts(instant)
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value)
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')))
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6

/**
 * Easter Monday of a Gregorian year, as midnight UTC (the anonymous Gregorian computus).
 *
 * @example easterMonday(2027) // 2027-03-29
 */
export function easterMonday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day + 1))
}

const fixedHolidays: ReadonlySet<string> = new Set(dispatchHolidays)

const isHoliday = (date: Date) =>
  fixedHolidays.has(isoDay(date).slice(5)) || isoDay(date) === isoDay(easterMonday(date.getUTCFullYear()))

/**
 * The calendar day `days` working days after `from`. Couriers deliver neither at weekends nor
 * on the warehouse country's public holidays, so a 2-day lead time ordered on Friday arrives
 * on Tuesday, and one ordered on Friday 4 December on Wednesday the 9th (the 8th is a holiday).
 *
 * @example addWorkingDays(new Date('2026-11-20'), 2) // 2026-11-24 (Friday → Tuesday)
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (!isWeekend(date) && !isHoliday(date)) left -= 1
  }
  return date
}

/**
 * The day an order placed on `from` leaves the warehouse: that day when it is a working day,
 * else the next one. Counted from a Sunday as if it were one, a 2-day lead time promised Tuesday
 * for what leaves on Monday.
 *
 * @example dispatchDay(new Date('2026-12-06')) // 2026-12-07 (Sunday → Monday)
 */
export function dispatchDay(from: Date): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  while (isWeekend(date) || isHoliday(date)) date.setUTCDate(date.getUTCDate() + 1)
  return date
}
