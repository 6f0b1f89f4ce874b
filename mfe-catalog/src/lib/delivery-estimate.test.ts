import { describe, expect, it } from 'vitest'
import type { Inventory, LeadTime } from './catalog-types'
import { estimateDelivery, shippingCostFor } from './delivery-estimate'
import { addWorkingDays, calendarDayIn, easterMonday, isoDay } from './working-days'

const hours = (minHours: number, maxHours: number): LeadTime => ({
  minHours,
  maxHours,
  minDays: Math.ceil(minHours / 24),
  maxDays: Math.ceil(maxHours / 24),
})
const stock = (...levels: [number, LeadTime[]][]): Inventory => ({
  available: true,
  quantity: levels.reduce((sum, [q]) => sum + q, 0),
  levels: levels.map(([quantity, leadTimes]) => ({ quantity, leadTimes })),
})
// A Wednesday, so two working days stay in the same week.
const wednesday = new Date('2026-11-18T10:00:00Z')
const friday = new Date('2026-11-20T16:00:00Z')

describe('estimateDelivery', () => {
  it('gives dates for a lead time of up to 48 hours and working days beyond', () => {
    const estimate = estimateDelivery({
      inventory: stock([10, [hours(48, 72)]]),
      quantity: 1,
      now: wednesday,
    })
    expect(estimate).toEqual({ kind: 'working-days', min: 2, max: 3 })
    const prompt = estimateDelivery({
      inventory: stock([10, [hours(24, 48)]]),
      quantity: 1,
      now: wednesday,
    })
    expect(prompt).toEqual({ kind: 'dates', from: '2026-11-20', to: '2026-11-20' })
  })

  it('skips the weekend when counting delivery days', () => {
    const estimate = estimateDelivery({ inventory: stock([3, [hours(24, 48)]]), quantity: 1, now: friday })
    expect(estimate).toEqual({ kind: 'dates', from: '2026-11-24', to: '2026-11-24' })
  })

  it('counts from the next working day for an order placed at a weekend or on a holiday: nothing leaves before', () => {
    const prompt = (now: string) =>
      estimateDelivery({ inventory: stock([3, [hours(24, 48)]]), quantity: 1, now: new Date(now) })
    // Saturday and Sunday leave on Monday, as Friday's did not: Wednesday, not Tuesday.
    expect(prompt('2026-11-21T10:00:00Z')).toEqual({ kind: 'dates', from: '2026-11-25', to: '2026-11-25' })
    expect(prompt('2026-11-22T10:00:00Z')).toEqual({ kind: 'dates', from: '2026-11-25', to: '2026-11-25' })
    // Sunday 6 December leaves on Monday the 7th; the 8th is a holiday.
    expect(prompt('2026-12-06T15:00:00Z')).toEqual({ kind: 'dates', from: '2026-12-10', to: '2026-12-10' })
    // Christmas Day and Easter Monday leave on the next working day.
    expect(prompt('2026-12-25T11:00:00Z')).toEqual({ kind: 'dates', from: '2026-12-30', to: '2026-12-30' })
    expect(prompt('2027-03-29T08:00:00Z')).toEqual({ kind: 'dates', from: '2027-04-01', to: '2027-04-01' })
  })

  it('never promises fewer than two days', () => {
    const estimate = estimateDelivery({
      inventory: stock([5, [hours(4, 24)]]),
      quantity: 1,
      now: wednesday,
    })
    expect(estimate).toEqual({ kind: 'dates', from: '2026-11-20', to: '2026-11-20' })
    // A lead time from 0 days (same-day dispatch) is a lead time all the same, not a missing one.
    const sameDay = estimateDelivery({ inventory: stock([5, [hours(0, 24)]]), quantity: 1, now: wednesday })
    expect(sameDay).toEqual(estimate)
  })

  it('falls back to the default 7 to 14 working days without a lead time', () => {
    expect(estimateDelivery({ inventory: null, quantity: 1, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 7,
      max: 14,
    })
    expect(estimateDelivery({ inventory: stock([5, []]), quantity: 1, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 7,
      max: 14,
    })
  })

  it('switches to working days above ten items', () => {
    const inventory = stock([50, [hours(24, 48)]])
    expect(estimateDelivery({ inventory, quantity: 10, now: wednesday }).kind).toBe('dates')
    expect(estimateDelivery({ inventory, quantity: 11, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 2,
      max: 2,
    })
  })

  it('uses the fastest warehouse that can ship the whole quantity', () => {
    const inventory = stock([2, [hours(24, 48)]], [20, [hours(96, 120), hours(72, 96)]])
    expect(estimateDelivery({ inventory, quantity: 1, now: wednesday }).kind).toBe('dates')
    expect(estimateDelivery({ inventory, quantity: 5, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 3,
      max: 4,
    })
  })

  it('calls fastest the warehouse whose delivery is surely there first, not the one that may be', () => {
    // 24 to 96 hours may come sooner, but only 48 hours is sure to have come by the promised date.
    const inventory = stock([10, [hours(24, 96)]], [10, [hours(48, 48)]])
    expect(estimateDelivery({ inventory, quantity: 1, now: wednesday })).toEqual({
      kind: 'dates',
      from: '2026-11-20',
      to: '2026-11-20',
    })
  })

  it('waits for the slowest of the warehouses a quantity none holds alone leaves from', () => {
    // One unit ships in two days from the first, two in three to five from the second.
    const inventory = stock([1, [hours(24, 48)]], [2, [hours(72, 120)]])
    const one = estimateDelivery({ inventory, quantity: 1, now: wednesday })
    const two = estimateDelivery({ inventory, quantity: 2, now: wednesday })
    const three = estimateDelivery({ inventory, quantity: 3, now: wednesday })
    expect(one.kind).toBe('dates')
    expect(two).toEqual({ kind: 'working-days', min: 3, max: 5 })
    expect(three).toEqual(two)
  })

  it('sends from the fastest warehouses first, whatever order the stock lists them in', () => {
    // The slow one listed first: taking it first and the fast one last promised the fast one's date.
    const inventory = stock([2, [hours(72, 96)]], [2, [hours(24, 48)]])
    expect(estimateDelivery({ inventory, quantity: 3, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 3,
      max: 4,
    })
  })

  it('takes as few slow warehouses as it can, and the default days when one it needs has no lead time', () => {
    const inventory = stock([2, [hours(24, 48)]], [2, [hours(72, 96)]], [1, []])
    expect(estimateDelivery({ inventory, quantity: 4, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 3,
      max: 4,
    })
    expect(estimateDelivery({ inventory, quantity: 5, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 7,
      max: 14,
    })
  })

  it("counts from the warehouse's day, not UTC's", () => {
    // Monday 23:30 UTC is Tuesday 00:30 in Rome: two working days from Tuesday is Thursday.
    const estimate = estimateDelivery({
      inventory: stock([3, [hours(24, 48)]]),
      quantity: 1,
      now: new Date('2026-11-23T23:30:00Z'),
    })
    expect(estimate).toEqual({ kind: 'dates', from: '2026-11-26', to: '2026-11-26' })
  })

  it('ignores warehouses without stock', () => {
    const inventory = stock([0, [hours(24, 48)]], [8, [hours(120, 168)]])
    expect(estimateDelivery({ inventory, quantity: 1, now: wednesday })).toEqual({
      kind: 'working-days',
      min: 5,
      max: 7,
    })
  })
})

describe('estimateDelivery by shipping method', () => {
  const by = (shippingMethodReference: string, leadTime: LeadTime): LeadTime => ({
    ...leadTime,
    shippingMethodReference,
  })
  // The rest of the world's methods, as the seed gives them: express to the World zone is the slowest.
  const restOfWorld = stock([
    40,
    [
      by('international', hours(120, 192)),
      by('international-no', hours(96, 168)),
      by('international-us', hours(96, 168)),
    ],
  ])

  it("counts only the lead times of the method that ships to the visitor's country", () => {
    const inJapan = estimateDelivery({ inventory: restOfWorld, quantity: 1, now: wednesday, country: 'JP' })
    expect(inJapan).toEqual({ kind: 'working-days', min: 5, max: 8 })
    const inTheUs = estimateDelivery({ inventory: restOfWorld, quantity: 1, now: wednesday, country: 'US' })
    expect(inTheUs).toEqual({ kind: 'working-days', min: 4, max: 7 })
  })

  it('goes by the method a location has when another location lacks it', () => {
    // The fast location sends nothing to Japan: the slower one that does is the estimate.
    const inventory = stock(
      [10, [by('international-us', hours(24, 48))]],
      [10, [by('international', hours(72, 96))]],
    )
    expect(estimateDelivery({ inventory, quantity: 1, now: wednesday, country: 'JP' })).toEqual({
      kind: 'working-days',
      min: 3,
      max: 4,
    })
  })

  it('promises the default days in any country for an item whose stock nobody tracks', () => {
    expect(estimateDelivery({ inventory: null, quantity: 1, now: wednesday, country: 'JP' })).toEqual({
      kind: 'working-days',
      min: 7,
      max: 14,
    })
  })

  it('takes every lead time when none names the method, as in a project that sets no references', () => {
    const unnamed = stock([40, [hours(120, 192), hours(96, 168)]])
    expect(estimateDelivery({ inventory: unnamed, quantity: 1, now: wednesday, country: 'JP' })).toEqual({
      kind: 'working-days',
      min: 4,
      max: 7,
    })
  })

  it("promises the default days where the lead times name methods but not the country's", () => {
    // Another country's speed is no promise: Italy's two days are not Japan's.
    const italyAndUs = stock([40, [by('standard-it', hours(24, 48)), by('international-us', hours(96, 168))]])
    for (const country of ['JP', 'NO'])
      expect(estimateDelivery({ inventory: italyAndUs, quantity: 1, now: wednesday, country })).toEqual({
        kind: 'working-days',
        min: 7,
        max: 14,
      })
    expect(estimateDelivery({ inventory: restOfWorld, quantity: 1, now: wednesday, country: 'IT' })).toEqual({
      kind: 'working-days',
      min: 7,
      max: 14,
    })
  })
})

describe('shippingCostFor', () => {
  const costing = (
    reference: string | undefined,
    priceCents: number,
    freeOverCents: number | null,
  ): LeadTime => ({
    ...hours(24, 48),
    ...(reference ? { shippingMethodReference: reference } : {}),
    shippingCost: { priceCents, freeOverCents },
  })

  it("gives the price of the method that ships to the visitor's country, and where it turns free", () => {
    const restOfWorld = stock([
      40,
      [costing('international', 2990, 19900), costing('international-us', 1990, 14900)],
    ])
    expect(shippingCostFor([restOfWorld], 'US')).toEqual({ priceCents: 1990, freeOverCents: 14900 })
    expect(shippingCostFor([restOfWorld], 'JP')).toEqual({ priceCents: 2990, freeOverCents: 19900 })
  })

  it('is one price across warehouses and the items of a box', () => {
    const italy = (quantity: number) => stock([quantity, [costing('standard-it', 590, 4900)]])
    expect(shippingCostFor([italy(3), italy(10)], 'IT')).toEqual({ priceCents: 590, freeOverCents: 4900 })
  })

  it('says nothing when no lead time gives a price, or methods it cannot tell apart differ', () => {
    expect(shippingCostFor([stock([10, [hours(24, 48)]]), null], 'IT')).toBeNull()
    const unnamed = stock([10, [costing(undefined, 590, 4900), costing(undefined, 990, null)]])
    expect(shippingCostFor([unnamed], 'IT')).toBeNull()
    // Where the methods are named but none is the country's, no price is the visitor's.
    expect(shippingCostFor([stock([10, [costing('standard-it', 590, 4900)]])], 'JP')).toBeNull()
  })
})

describe('addWorkingDays', () => {
  it('counts Monday to Friday only', () => {
    expect(isoDay(addWorkingDays(friday, 1))).toBe('2026-11-23')
    expect(isoDay(addWorkingDays(wednesday, 5))).toBe('2026-11-25')
    expect(isoDay(addWorkingDays(wednesday, 0))).toBe('2026-11-18')
  })

  it("skips the warehouse country's public holidays, Easter Monday included", () => {
    // Friday 4 December: Monday the 7th, then Tuesday the 8th is the Immaculate Conception.
    expect(isoDay(addWorkingDays(new Date('2026-12-04'), 2))).toBe('2026-12-09')
    // Wednesday 23 December: Thursday the 24th, then Christmas, St Stephen's and a weekend.
    expect(isoDay(addWorkingDays(new Date('2026-12-23'), 2))).toBe('2026-12-28')
    expect(isoDay(addWorkingDays(new Date('2026-12-31'), 1))).toBe('2027-01-04')
    expect(isoDay(addWorkingDays(new Date('2027-03-26'), 1))).toBe('2027-03-30')
    // St Francis, Monday 4 October 2027.
    expect(isoDay(addWorkingDays(new Date('2027-10-01'), 1))).toBe('2027-10-05')
  })
})

describe('easterMonday', () => {
  it('is the Monday after Easter Sunday, which moves from March to April', () => {
    expect(['2026', '2027', '2028', '2038', '2285'].map((y) => isoDay(easterMonday(Number(y))))).toEqual([
      '2026-04-06',
      '2027-03-29',
      '2028-04-17',
      '2038-04-26',
      '2285-03-23',
    ])
  })
})

describe('estimateDelivery around holidays', () => {
  it('never promises a date on Christmas Day', () => {
    const estimate = estimateDelivery({
      inventory: stock([10, [hours(24, 48)]]),
      quantity: 1,
      now: new Date('2026-12-23T10:00:00Z'),
    })
    expect(estimate).toEqual({ kind: 'dates', from: '2026-12-28', to: '2026-12-28' })
  })
})

describe('calendarDayIn', () => {
  it('is the day the clock shows there, through summer time', () => {
    expect(isoDay(calendarDayIn(new Date('2026-11-23T22:59:00Z'), 'Europe/Rome'))).toBe('2026-11-23')
    expect(isoDay(calendarDayIn(new Date('2026-11-23T23:00:00Z'), 'Europe/Rome'))).toBe('2026-11-24')
    // Summer: Rome is two hours ahead.
    expect(isoDay(calendarDayIn(new Date('2026-07-06T22:00:00Z'), 'Europe/Rome'))).toBe('2026-07-07')
    expect(isoDay(calendarDayIn(new Date('2026-07-07T03:00:00Z'), 'America/New_York'))).toBe('2026-07-06')
  })
})
